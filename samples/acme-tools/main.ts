import { inputSchemaFor, outputSchemaFor, scan } from 'mcp-decorators';
import { AcmeTools } from './acme-tools.js';
import type { CustomerRepository } from './customer-repository.js';

// Until the protocol engine lands, npm start shows what the decorators produce: the scanned catalogue.
const notWiredYet: CustomerRepository = {
  search: () => Promise.reject(new Error('not wired yet')),
  addContact: () => Promise.reject(new Error('not wired yet')),
};

const model = scan([new AcmeTools(notWiredYet)]);
const catalogue = model.tools.map((tool) => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  annotations: tool.annotations,
  inputSchema: inputSchemaFor(tool),
  outputSchema: outputSchemaFor(tool),
}));
process.stdout.write(`acme-tools: ${catalogue.length} tools scanned from samples/acme-tools/acme-tools.ts\n\n${JSON.stringify(catalogue, null, 2)}\n`);
