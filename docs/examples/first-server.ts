// The tutorial's server (docs/tutorial/first-server.md includes it by region). Type-checked by `npm test`'s build and
// run by test/docs/examples/first-server.spec.ts.
// #region tool
import { Int, Param, Tool, createServer } from 'mcp-decorators';

export class WeatherTools {
  @Tool({ description: 'The forecast for a city, one line per day', annotations: { readOnlyHint: true } })
  forecast(
    @Param('city', { description: 'A city name, e.g. Oslo' }) city: string,
    @Param('days', { type: () => Int, minimum: 1, maximum: 7, default: 3 }) days: number,
  ): string {
    return Array.from({ length: days }, (_, i) => `${city}, day ${i + 1}: sunny`).join('\n');
  }
}
// #endregion tool

// #region server
/** The server factory: the CLI (`mcp-decorators serve`, `dev`, `inspect`) and the tests call it. */
export default function createWeatherServer() {
  return createServer({ name: 'weather', version: '1.0.0', classes: [WeatherTools] });
}
// #endregion server
