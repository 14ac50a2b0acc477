import { parseUriTemplate } from '../../lib/metadata/uri-template.js';
import { uriTemplateMatcher, uriTemplateMatchSteps } from '../../lib/metadata/uri-template-matcher.js';
import { measure } from '../measure.js';

/** One template against its worst near-miss URI of one length: ms per match, steps per URI character. */
export interface UriTemplateRow {
  readonly template: string;
  readonly uriBytes: number;
  readonly ms: number;
  readonly stepsPerChar: number;
}

const TEMPLATES = ['files://{name}.{ext}', 'dash://{a}-{b}-{c}', 'comma://{a},{b},{c},{d}'];

/**
 * The URI a backtracking matcher did worst on: the template's scheme, then its separator repeated (every place is a
 * possible split between two variables), then a `#` no simple expression may hold, so it misses at the very end.
 */
function worstUri(template: string, bytes: number): string {
  const head = template.slice(0, template.indexOf('{'));
  const separator = template.slice(template.indexOf('}') + 1, template.indexOf('{', template.indexOf('}')));
  return `${head}${`a${separator}`.repeat(Math.ceil((bytes - head.length - 2) / (separator.length + 1)))}#x`;
}

export async function uriTemplateSection(quick: boolean): Promise<UriTemplateRow[]> {
  const rows: UriTemplateRow[] = [];
  for (const template of TEMPLATES) {
    const match = uriTemplateMatcher(parseUriTemplate(template));
    for (const bytes of [64 * 1024, 1024 * 1024]) {
      const uri = worstUri(template, bytes);
      if (match(uri) !== undefined) throw new Error(`${template} matched its near-miss URI`);
      const before = uriTemplateMatchSteps();
      match(uri);
      const stepsPerChar = (uriTemplateMatchSteps() - before) / uri.length;
      const scale = bytes > 64 * 1024 ? 1 : 16;
      const timing = await measure(() => match(uri), { warmup: 2 * scale, rounds: quick ? 3 : 7, iterations: (quick ? 2 : 5) * scale });
      rows.push({ template, uriBytes: uri.length, ms: timing.medianNs / 1e6, stepsPerChar });
    }
  }
  return rows;
}
