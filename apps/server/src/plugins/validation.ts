import { findRefusedText } from '@market/domain';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Marks an issue as a zod validation issue, so the errors plugin renders it like the others. */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The route validator: before a route's zod schema runs on its query, path, headers or body,
 * every string and key in the input is checked for characters no text field may hold
 * (`refusedCharacter` in the domain package: NUL and the other C0 controls except tab and new
 * lines, unpaired surrogates). One is a 400 VALIDATION_FAILED naming the field, so no route
 * needs to repeat the rule and no such character reaches the database.
 */
export const validateWithStorableText: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const refused = findRefusedText(data);
    if (refused.length === 0) return validate(data);
    return {
      error: refused.map((issue) => ({
        [ZOD_ISSUE]: true,
        keyword: 'custom',
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: '#/storable-text',
        message: issue.message,
        params: {},
      })),
    };
  };
};
