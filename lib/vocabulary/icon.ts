/** An icon a client may show next to a server, tool, resource or prompt. @example const icon: Icon = { src: 'https://example.com/i.png', mimeType: 'image/png', sizes: ['48x48'] }; */
export interface Icon {
  readonly src: string;
  readonly mimeType?: string;
  readonly sizes?: readonly string[];
  readonly theme?: 'light' | 'dark';
}
