// Renders the request-flow diagram at build time: docs/explanation/request-flow.diagram.json (a small description:
// the steps, each with a label and the folder that does it, and the side boxes) becomes docs/public/request-flow.svg,
// plain SVG with no script and no remote font.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function generateRequestFlow(root) {
  const spec = JSON.parse(readFileSync(join(root, 'docs/explanation/request-flow.diagram.json'), 'utf8'));
  const boxW = 300, boxH = 54, gap = 26, x = 40, top = 56, sideX = x + boxW + 70, sideW = 260;
  const height = top + spec.steps.length * (boxH + gap) + 10;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${sideX + sideW + 30} ${height}" width="${sideX + sideW + 30}" height="${height}" role="img" aria-labelledby="flow-title" font-family="system-ui, sans-serif">`,
    `<title id="flow-title">${esc(spec.title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>',
    `<text x="${x}" y="30" font-size="17" font-weight="600" fill="#222">${esc(spec.title)}</text>`,
  ];
  spec.steps.forEach((step, i) => {
    const y = top + i * (boxH + gap);
    parts.push(`<g class="step" data-step="${i + 1}"><rect x="${x}" y="${y}" width="${boxW}" height="${boxH}" rx="8" fill="#eef4ff" stroke="#3b6fd8"/>`,
      `<text x="${x + 14}" y="${y + 22}" font-size="14" font-weight="600" fill="#1b2f5e">${i + 1}. ${esc(step.label)}</text>`,
      `<text x="${x + 14}" y="${y + 41}" font-size="12" fill="#444">${esc(step.where)}</text></g>`);
    if (i < spec.steps.length - 1) parts.push(`<line x1="${x + boxW / 2}" y1="${y + boxH}" x2="${x + boxW / 2}" y2="${y + boxH + gap - 2}" stroke="#555" stroke-width="1.5" marker-end="url(#arrow)"/>`);
    if (step.side) {
      parts.push(`<rect x="${sideX}" y="${y}" width="${sideW}" height="${boxH}" rx="8" fill="#fff7e6" stroke="#d89a3b" stroke-dasharray="4 3"/>`,
        `<text x="${sideX + 12}" y="${y + 22}" font-size="13" font-weight="600" fill="#5e3d1b">${esc(step.side.label)}</text>`,
        `<text x="${sideX + 12}" y="${y + 41}" font-size="12" fill="#444">${esc(step.side.where)}</text>`,
        `<line x1="${sideX}" y1="${y + boxH / 2}" x2="${x + boxW + 4}" y2="${y + boxH / 2}" stroke="#d89a3b" stroke-width="1.5" marker-end="url(#arrow)"/>`);
    }
  });
  parts.push('</svg>');
  // docs/public holds only generated files, so a fresh clone has no such folder.
  mkdirSync(join(root, 'docs/public'), { recursive: true });
  writeFileSync(join(root, 'docs/public/request-flow.svg'), parts.join('\n') + '\n');
  return spec.steps.length;
}
