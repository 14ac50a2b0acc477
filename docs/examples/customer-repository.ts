// The customers the MCP Apps example (docs/examples/apps.ts) shows: a tiny in-memory repository.
export interface Customer {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly since: string;
}

export interface CustomerRepository {
  find(name: string): Customer;
  get(id: string): Customer;
}

export class InMemoryCustomers implements CustomerRepository {
  private readonly customers: readonly Customer[] = [{ id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com', since: '2024' }];

  find(name: string): Customer {
    return this.customers.find((c) => c.name.toLowerCase().includes(name.toLowerCase())) ?? this.customers[0]!;
  }

  get(id: string): Customer {
    return this.customers.find((c) => c.id === id) ?? this.customers[0]!;
  }
}
