/** The parts of the document every operation shares: how scripts authenticate, and the 422 answer. */
export const OPENAPI_COMPONENTS = {
  securitySchemes: {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      description: 'A personal access token, `<id>|<secret>`, from Account settings > Developers.',
    },
  },
  responses: {
    ValidationError: {
      description: 'The given data was invalid.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['message', 'errors'],
            properties: {
              message: { type: 'string' },
              errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
};
