import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from '../plugins/errors.js';
import { registerOpenApi } from '../plugins/openapi.js';
import { installContractCheck } from './contract.js';

/** An app whose one route answers what its `?answer=` asks for, true to its document or not. */
async function appWithContract() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerOpenApi(app);
  app.get(
    '/things/:id',
    {
      schema: {
        operationId: 'getThing',
        summary: 'A thing',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ answer: z.string() }),
        response: { 200: z.object({ success: z.literal(true), n: z.number() }) },
      },
    },
    async (request, reply) => {
      const answer = request.query.answer;
      // Untyped: the route's typed reply would not let these wrong answers through.
      const raw = reply as FastifyReply;
      if (answer === 'wrong-body') return raw.type('application/json').send('{"success":true,"n":"seven"}');
      if (answer === 'conflict') return raw.status(409).send({ success: false, message: 'x', code: 'X' });
      if (answer === 'text') return raw.type('text/plain').send('seven');
      if (answer === 'bad-error') return raw.status(404).send({ success: false });
      return { success: true as const, n: 7 };
    },
  );
  const contract = installContractCheck(app);
  await app.ready();
  const ask = (answer: string, id = '6f1c3a52-8c43-4e0e-9a37-2b7f1d0b5e11') =>
    app.inject({ method: 'GET', url: `/things/${id}?answer=${answer}` });
  return { app, contract, ask };
}

describe('the OpenAPI contract check', () => {
  it('passes responses the document describes: the success and the derived error statuses', async () => {
    const { app, contract, ask } = await appWithContract();
    expect((await ask('right')).statusCode).toBe(200);
    // A malformed id in the path names nothing: 404 (plugins/errors.ts); a bad query is a 400.
    expect((await ask('right', 'not-a-uuid')).statusCode).toBe(404);
    const badQuery = await app.inject({ method: 'GET', url: '/things/6f1c3a52-8c43-4e0e-9a37-2b7f1d0b5e11' });
    expect(badQuery.statusCode).toBe(400);
    expect(() => contract.finish(undefined)).not.toThrow();
    await app.close();
  });

  it('fails on an undocumented status, a body off its schema, an undocumented content type', async () => {
    const { app, contract, ask } = await appWithContract();
    await ask('wrong-body');
    await ask('conflict');
    await ask('text');
    await ask('bad-error');
    let message = '';
    try {
      contract.finish(undefined);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('4 response(s) do not match');
    expect(message).toMatch(/GET \/things\/:id -> 200: body does not match the schema: \/n must be number/);
    expect(message).toMatch(
      /GET \/things\/:id -> 409: status not documented \(documented: 200, 400, 404, 500, 503\)/,
    );
    expect(message).toMatch(/GET \/things\/:id -> 200: content type text\/plain not documented/);
    expect(message).toMatch(
      /GET \/things\/:id -> 404: body does not match the schema: \/ must have required/,
    );
    await app.close();
  });
});
