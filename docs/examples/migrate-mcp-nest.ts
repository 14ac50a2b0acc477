// The mcp-decorators side of a migration from MCP-Nest (docs/guide/migrate-from-mcp-nest.md includes it by region):
// providers keep their constructor injection, a DI container builds them and their guard, and the entry mounts on the
// Express instance a Nest app runs on. Run by test/docs/examples/migrate-mcp-nest.spec.ts with a stand-in container.
import { IsEmail, IsString, Length } from 'class-validator';
import type { Express } from 'express';
import type { Constructor, Invocation, McpGuard } from 'mcp-decorators';

/** A service the container provides. */
export class UserService {
  readonly created: string[] = [];
  create(name: string): string { this.created.push(name); return `user ${this.created.length}`; }
}

/** The part of a Nest application (or any DI container) the factory uses: `app.get(Class)`. */
export interface Container { get<T>(type: Constructor<T>): T }

// #region providers
import { Args, Param, Tool, UseGuards, createServer } from 'mcp-decorators';
import { createHttpEntry, expressHandler } from 'mcp-decorators/http';

export class CreateUser {                                     // the DTO Nest's ValidationPipe already used
  @IsString() @Length(1, 50) name!: string;
  @IsEmail() email!: string;
}

export class OpenHours implements McpGuard {                  // a guard class: the container builds it too
  constructor(private readonly users: UserService) {}
  canActivate(invocation: Invocation) { return invocation.name !== 'create_user' || this.users.created.length < 100 || 'Too many users today.'; }
}

@UseGuards(OpenHours)
export class UserTools {                                      // was an MCP-Nest provider with zod parameters
  constructor(private readonly users: UserService) {}

  @Tool({ description: 'Creates a user' })
  create_user(@Args() user: CreateUser): string { return this.users.create(user.name); }

  @Tool({ description: 'Echoes a text' })
  echo(@Param('text') text: string): string { return text; }
}

export function mountMcp(app: Container, http: Express) {
  const server = createServer({ name: 'users', version: '1.0.0', classes: [UserTools], scan: { factory: (C) => app.get(C) } });
  const entry = createHttpEntry(server);
  http.all('/mcp', expressHandler(entry));                   // e.g. app.getHttpAdapter().getInstance() in Nest
  return { server, entry };
}
// #endregion providers
