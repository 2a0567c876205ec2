// swagger-ui-dist ships no types; this covers the part of its API the /api-docs page uses.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  export type SwaggerRequest = { url: string; method?: string; headers: Record<string, string> };

  export type SwaggerUIOptions = {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    tryItOutEnabled?: boolean;
    persistAuthorization?: boolean;
    displayRequestDuration?: boolean;
    /** null turns off the badge that sends the document to validator.swagger.io. */
    validatorUrl?: string | null;
    requestInterceptor?: (request: SwaggerRequest) => SwaggerRequest | Promise<SwaggerRequest>;
  };

  export default function SwaggerUI(options: SwaggerUIOptions): unknown;
}
