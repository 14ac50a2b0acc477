import { expect } from 'chai';
import { Prompt, ResourceTemplate, Param, Tool } from '../../../lib/index.js';
import type { JsonObject } from '../../../lib/vocabulary/json-value.js';
import type { MemberKind } from '../../../lib/vocabulary/member-kind.js';
import type { NotificationBus } from '../../../lib/server/contracts/notification-bus.js';
import { Catalogue } from '../../../lib/server/catalogue/catalogue.js';
import { fanOut } from '../../../lib/server/engine/bus-fan-out.js';
import { scan } from '../../../lib/scanner/scan.js';

class Members {
  @Tool() echo(): string {
    return 'echo';
  }
  @ResourceTemplate('memo://{id}') memo(@Param('id') id: string): string {
    return id;
  }
  @Prompt() greet(): string {
    return 'hello';
  }
}

/** A bus in memory that records what is published and lets the test deliver messages from elsewhere. */
function memoryBus(): NotificationBus & { readonly published: [string, JsonObject][]; deliver(topic: string, payload: JsonObject): void; listeners(): number } {
  const published: [string, JsonObject][] = [];
  const subscribers = new Map<string, Set<(payload: JsonObject) => void>>();
  return {
    published,
    publish: (topic, payload) => void published.push([topic, payload]),
    subscribe: (topic, listener) => {
      const set = subscribers.get(topic) ?? new Set();
      subscribers.set(topic, set.add(listener));
      return () => void set.delete(listener);
    },
    deliver: (topic, payload) => {
      for (const listener of subscribers.get(topic) ?? []) listener(payload);
    },
    listeners: () => [...subscribers.values()].reduce((n, set) => n + set.size, 0),
  };
}

describe('server/engine/bus-fan-out', () => {
  it("publishes a local change as the lists' keys, as earlier versions did, with this replica as origin", () => {
    const bus = memoryBus();
    const catalogue = new Catalogue();
    fanOut(bus, catalogue, () => undefined);
    catalogue.add(scan([Members]));
    expect(bus.published).to.have.length(1);
    const [topic, payload] = bus.published[0]!;
    expect(topic).to.equal('mcp-decorators/list-changed');
    expect(payload.kinds).to.deep.equal(['tools', 'resourceTemplates', 'prompts']);
    expect(payload.origin).to.be.a('string');
  });

  it("announces another replica's change to this catalogue's listeners, known list keys only, and ignores its own", () => {
    const bus = memoryBus();
    const catalogue = new Catalogue();
    const heard: { kinds: MemberKind[]; remote: boolean }[] = [];
    catalogue.onChange((kinds, remote) => void heard.push({ kinds: [...kinds], remote }));
    fanOut(bus, catalogue, () => undefined);
    bus.deliver('mcp-decorators/list-changed', { origin: 'elsewhere', kinds: ['prompts', 'resourceTemplates', '__proto__', 'tool', 7] });
    bus.deliver('mcp-decorators/list-changed', { origin: 'elsewhere', kinds: 'tools' });
    catalogue.removeTool('none');
    const own = bus.published.length;
    catalogue.add(scan([Members]));
    bus.deliver('mcp-decorators/list-changed', bus.published[own]![1]);
    expect(heard).to.deep.equal([
      { kinds: ['prompt', 'resource-template'], remote: true },
      { kinds: ['tool', 'resource-template', 'prompt'], remote: false },
    ]);
    // A remote change is not published again.
    expect(bus.published).to.have.length(own + 1);
  });

  it("announces other replicas' resource updates here, and publishes this one's", () => {
    const bus = memoryBus();
    const announced: string[] = [];
    const link = fanOut(bus, new Catalogue(), (uri) => void announced.push(uri));
    bus.deliver('mcp-decorators/resource-updated', { origin: 'elsewhere', uri: 'memo://1' });
    bus.deliver('mcp-decorators/resource-updated', { origin: 'elsewhere', uri: 42 });
    link.publishResourceUpdate('memo://2');
    const [topic, payload] = bus.published[0]!;
    bus.deliver(topic, payload);
    expect(announced).to.deep.equal(['memo://1']);
    expect(topic).to.equal('mcp-decorators/resource-updated');
    expect(payload.uri).to.equal('memo://2');
  });

  it('stops publishing and listening when stopped', () => {
    const bus = memoryBus();
    const catalogue = new Catalogue();
    const link = fanOut(bus, catalogue, () => undefined);
    expect(bus.listeners()).to.equal(2);
    link.stop();
    catalogue.add(scan([Members]));
    expect(bus.published).to.deep.equal([]);
    expect(bus.listeners()).to.equal(0);
  });
});
