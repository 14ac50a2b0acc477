import { Param, Prompt, embeddedResource, image, message, type PromptMessage } from 'mcp-decorators';
import { RED_PIXEL_PNG } from './media.js';

/** The prompts of the conformance "everything" server: no arguments, string arguments, an inline resource, an image. */
export class EverythingPrompts {
  @Prompt({ name: 'test_simple_prompt', title: 'Simple prompt', description: 'One fixed user message; takes no arguments.' })
  simplePrompt(): string {
    return 'This is a simple prompt for testing.';
  }

  @Prompt({ name: 'test_prompt_with_arguments', title: 'Prompt with arguments', description: 'One user message that quotes the two arguments it is given.' })
  promptWithArguments(
    @Param('arg1', { description: 'First value to quote', complete: ['test', 'testValue1', 'testValue2', 'sample'] }) arg1: string,
    @Param('arg2', { description: 'Second value to quote' }) arg2: string,
  ): string {
    return `Prompt with arguments: arg1='${arg1}', arg2='${arg2}'`;
  }

  @Prompt({ name: 'test_prompt_with_embedded_resource', title: 'Prompt with an embedded resource', description: 'A plain-text resource at the given URI, carried inline, followed by an instruction about it.' })
  promptWithEmbeddedResource(@Param('resourceUri', { description: 'The URI the embedded resource is given' }) resourceUri: string): PromptMessage[] {
    return [
      message('user', embeddedResource({ uri: resourceUri, mimeType: 'text/plain', text: 'Embedded resource content for testing.' })),
      message('user', 'Please process the embedded resource above.'),
    ];
  }

  @Prompt({ name: 'test_prompt_with_image', title: 'Prompt with an image', description: 'A 1×1 PNG followed by a request to describe it; takes no arguments.' })
  promptWithImage(): PromptMessage[] {
    return [message('user', image(RED_PIXEL_PNG, 'image/png')), message('user', 'Please analyze the image above.')];
  }
}
