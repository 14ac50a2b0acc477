// The default theme plus two things on every page: the page's kind (tutorial, how-to, explanation, reference, from
// its frontmatter `type`) and a button that copies the page's markdown source (no network: the source is the .md copy
// the build writes beside each page).
import DefaultTheme from 'vitepress/theme';
import { h } from 'vue';
import PageKind from './PageKind.vue';

export default {
  extends: DefaultTheme,
  Layout: () => h(DefaultTheme.Layout, null, { 'doc-before': () => h(PageKind) }),
};
