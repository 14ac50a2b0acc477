import { Param, Resource, ResourceTemplate } from 'mcp-decorators';
import { RED_PIXEL_PNG } from './media.js';

/**
 * The resources of the conformance "everything" server. The fixed resources come first, so
 * `resources/list` starts with a resource that can be read directly (the suite reads `resources[0]`).
 */
export class EverythingResources {
  @Resource('test://static-text', { name: 'static-text', title: 'Static text', description: 'A short plain-text document that never changes.', mimeType: 'text/plain' })
  staticText(): string {
    return 'This is the content of the static text resource.';
  }

  @Resource('test://static-binary', { name: 'static-binary', title: 'Static image', description: 'A 1×1 PNG, delivered as a base64 blob.', mimeType: 'image/png' })
  staticBinary(): Uint8Array {
    return new Uint8Array(Buffer.from(RED_PIXEL_PNG, 'base64'));
  }

  @Resource('test://watched-resource', { name: 'watched-resource', title: 'Watched resource', description: 'A text resource clients may subscribe to; the server announces changes with notifications/resources/updated.', mimeType: 'text/plain' })
  watchedResource(): string {
    return 'Watched resource content';
  }

  @ResourceTemplate('test://template/{id}/data', { name: 'template-data', title: 'Data by id', description: 'A JSON record for any id, built from the id in the URI.', mimeType: 'application/json' })
  templateData(@Param('id', { description: 'Any id; it is echoed in the record' }) id: string): string {
    return JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` });
  }
}
