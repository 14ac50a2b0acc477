/** A company the acme-tools server knows. */
export interface Customer {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly accountStatus: 'ACTIVE' | 'SUSPENDED';
}

/** A person who works at a customer. */
export interface Contact {
  readonly id: string;
  readonly customerId: string;
  readonly name: string;
  readonly email: string;
}

/** Raised by addContact when the customer id is unknown. */
export class UnknownCustomerError extends Error {
  constructor(readonly customerId: string) {
    super(`no customer with id '${customerId}'`);
  }
}

/** What the tools need from storage. */
export interface CustomerRepository {
  /** Customers whose name, email or id match, or any of whose contacts match; at most `limit`. */
  search(query: string, limit: number): Promise<readonly Customer[]>;
  /** Adds a contact at an existing customer; rejects with UnknownCustomerError otherwise. */
  addContact(customerId: string, name: string, email: string): Promise<Contact>;
}
