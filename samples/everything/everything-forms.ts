import { Field, Int } from 'mcp-decorators';

/**
 * The form test_elicitation asks for: two required strings, one of them an email address.
 * requestedSchema: { type: 'object', properties: { username: {type:'string',…}, email: {type:'string',format:'email',…} }, required: ['username', 'email'] }
 */
export class UserInfoForm {
  @Field({ description: 'The name the user goes by' }) username!: string;
  @Field({ description: 'Where the user can be reached', format: 'email' }) email!: string;
}

/**
 * SEP-1034: one field of every primitive type, each with a default the client may pre-fill.
 * A field with a default is optional, so the schema has no `required` list.
 */
export class DefaultsForm {
  @Field({ default: 'John Doe' }) name!: string;
  @Field({ type: () => Int, default: 30 }) age!: number;
  @Field({ default: 95.5 }) score!: number;
  @Field({ enum: ['active', 'inactive', 'pending'], default: 'active' }) status!: string;
  @Field({ default: true }) verified!: boolean;
}

/**
 * SEP-1330: the five enum shapes a form may use. Every choice may be left out, as a user skipping a question
 * is a valid answer.
 */
export class EnumChoicesForm {
  /** Plain single choice: `enum` only. */
  @Field({ enum: ['option1', 'option2', 'option3'], optional: true }) untitledSingle?: string;
  /** Single choice with display titles: `oneOf: [{ const, title }]`, no `enum`. */
  @Field({ enum: ['value1', 'value2', 'value3'], enumTitles: ['First Option', 'Second Option', 'Third Option'], optional: true }) titledSingle?: string;
  /** Single choice with the deprecated `enumNames` beside `enum`. */
  @Field({ enum: ['opt1', 'opt2', 'opt3'], enumNames: ['Option One', 'Option Two', 'Option Three'], optional: true }) legacyEnum?: string;
  /** Multiple choice: an array whose items are an `enum`. */
  @Field({ type: () => [String], enum: ['option1', 'option2', 'option3'], optional: true }) untitledMulti?: string[];
  /** Multiple choice with display titles: items are `anyOf: [{ const, title }]`. */
  @Field({ type: () => [String], enum: ['value1', 'value2', 'value3'], enumTitles: ['First Choice', 'Second Choice', 'Third Choice'], optional: true }) titledMulti?: string[];
}

/** The one-question form of the input-required (2026-07-28) fixtures: a required name. */
export class NameForm {
  @Field({ description: 'The name to use' }) name!: string;
}

/** A yes/no confirmation: `{ ok: boolean }`, required. */
export class ConfirmForm {
  @Field({ description: 'Whether to go ahead' }) ok!: boolean;
}

/** The second question of test_input_required_result_multi_round: a required colour. */
export class ColorForm {
  @Field({ description: 'A favourite colour' }) color!: string;
}

/** What test_input_required_result_prompt asks before it writes its messages. */
export class PromptContextForm {
  @Field({ description: 'What the prompt should be about' }) context!: string;
}

/** The question confirm_delete parks its task on: delete the file or not. */
export class DeleteConfirmationForm {
  @Field({ description: 'True to delete the file' }) confirm!: boolean;
}

/** One of the two questions multi_input asks at once; either answer may carry a name and a confirmation. */
export class PartialAnswerForm {
  @Field({ description: 'A name to record', optional: true }) name?: string;
  @Field({ description: 'True to go ahead', optional: true }) confirm?: boolean;
}
