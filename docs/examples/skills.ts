// Agent Skills over MCP: skills from folders and from @Skill methods (docs/guide/skills.md includes it by region).
// Run by test/docs/examples/skills.spec.ts, from a folder that holds skills/pdf-processing and skills/refunds.
// #region skills
import { Skill, createServer, skills } from 'mcp-decorators';

export class Guides {
  @Skill({ name: 'release-notes', description: 'How to write our release notes', files: { 'templates/notes.md': '# Release …' } })
  releaseNotes(): string {
    return '# Writing release notes\n\nStart from templates/notes.md …';              // the body of SKILL.md
  }
}

export const createDocsServer = () => createServer({
  name: 'docs', version: '1.0.0', classes: [],
  extensions: [skills({ folders: ['skills/pdf-processing', { path: 'skills/refunds', prefix: 'acme/billing' }], classes: [Guides] })],
});
// #endregion skills
