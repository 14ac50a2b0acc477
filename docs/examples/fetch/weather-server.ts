// The server the fetch-runtime recipes (docs/guide/fetch-runtimes.md) serve: the tutorial's WeatherTools.
import { createServer } from 'mcp-decorators';
import { WeatherTools } from '../first-server.js';

/** The weather server built once per isolate or instance. */
export const server = createServer({ name: 'weather', version: '1.0.0', classes: [WeatherTools] });
