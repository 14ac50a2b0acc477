// @rekog/mcp-nest 2.0 on NestJS 11 (express): an @McpController with two @Tool methods, served by McpStrategy over
// stdio (a Nest microservice) or over its StreamableHttpTransport (stateless by default) on the Nest HTTP app.
// Plain JavaScript has no decorator syntax, so the decorators are applied by hand, as the compiler would.
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Payload } from '@nestjs/microservices';
import { McpController, McpStrategy, StdioTransport, StreamableHttpTransport, Tool } from '@rekog/mcp-nest';
import { announce, createUserSchema, echoSchema, text } from '../tools.mjs';

class BenchController {
  echo({ text: value }) {
    return text(value);
  }

  createUser({ name }) {
    return text(name);
  }
}

function decorateMethod(proto, key, ...decorators) {
  let descriptor = Object.getOwnPropertyDescriptor(proto, key);
  for (const decorator of decorators.reverse()) descriptor = decorator(proto, key, descriptor) ?? descriptor;
  Object.defineProperty(proto, key, descriptor);
}

Reflect.defineMetadata('design:paramtypes', [Object], BenchController.prototype, 'echo');
Reflect.defineMetadata('design:paramtypes', [Object], BenchController.prototype, 'createUser');
Payload()(BenchController.prototype, 'echo', 0);
Payload()(BenchController.prototype, 'createUser', 0);
decorateMethod(BenchController.prototype, 'echo', Tool({ name: 'echo', description: 'Echoes', parameters: echoSchema }));
decorateMethod(BenchController.prototype, 'createUser', Tool({ name: 'create_user', description: 'Creates a user', parameters: createUserSchema }));
McpController()(BenchController);

class AppModule {}
Module({ controllers: [BenchController] })(AppModule);

if (process.argv[2] === 'stdio') {
  const mcp = new McpStrategy({ name: 'bench-mcp-nest', version: '1.0.0', transports: [new StdioTransport()], logging: false });
  const app = await NestFactory.createMicroservice(AppModule, { strategy: mcp, logger: false });
  await app.listen();
} else {
  const mcp = new McpStrategy({ name: 'bench-mcp-nest', version: '1.0.0', transports: [new StreamableHttpTransport()], logging: false });
  const app = await NestFactory.create(AppModule, { logger: false });
  mcp.setHttpAdapter(app.getHttpAdapter());
  app.connectMicroservice({ strategy: mcp });
  await app.startAllMicroservices();
  await app.listen(0, '127.0.0.1');
  announce(app.getHttpServer().address().port);
}
