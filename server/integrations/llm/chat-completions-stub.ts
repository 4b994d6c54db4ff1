import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP server speaking the OpenAI chat-completions protocol (non-streaming), for tests
 * of the model-backed coach: the provider boundary is replaced, none of our code is. Listens on
 * 127.0.0.1, port 0; LLM_BASE_URL is its `baseUrl` (".../v1").
 */

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (what the AI SDK sent). */
  body: ChatCompletionsBody;
}

export interface ChatCompletionsMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content?: string | null | unknown[];
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface ChatCompletionsBody {
  model: string;
  messages: ChatCompletionsMessage[];
  tools?: {
    type: 'function';
    function: { name: string; description?: string; parameters: unknown };
  }[];
  tool_choice?: unknown;
  [key: string]: unknown;
}

export interface StubReply {
  status?: number;
  body: unknown;
}

/** Answers the n-th request (0-based); 'hang' never answers. */
export type StubHandler = (
  request: StubRequest,
  index: number,
) => StubReply | 'hang' | Promise<StubReply | 'hang'>;

export interface ChatCompletionsStub {
  baseUrl: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

export function textCompletion(text: string, model = 'stub-model'): StubReply {
  return {
    body: {
      id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

export function toolCallCompletion(
  calls: { id: string; name: string; arguments?: Record<string, unknown> }[],
  model = 'stub-model',
): StubReply {
  return {
    body: {
      id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: calls.map((call) => ({
              id: call.id,
              type: 'function',
              function: { name: call.name, arguments: JSON.stringify(call.arguments ?? {}) },
            })),
          },
          finish_reason: 'tool_calls',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

function send(res: ServerResponse, reply: StubReply) {
  const payload = JSON.stringify(reply.body);
  res.writeHead(reply.status ?? 200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

export async function startChatCompletionsStub(handler: StubHandler): Promise<ChatCompletionsStub> {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (req.method !== 'POST' || path !== '/v1/chat/completions') {
          send(res, {
            status: 404,
            body: { error: { message: `No route ${req.method} ${path}` } },
          });
          return;
        }
        let body: ChatCompletionsBody;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionsBody;
        } catch {
          send(res, { status: 400, body: { error: { message: 'Body is not JSON' } } });
          return;
        }
        const request: StubRequest = { method: req.method, path, headers: req.headers, body };
        requests.push(request);
        try {
          const reply = await handler(request, requests.length - 1);
          if (reply !== 'hang') send(res, reply);
        } catch (error) {
          // A failed assertion in the handler: answer 500 with its text so the test sees it.
          send(res, {
            status: 500,
            body: { error: { message: `stub: ${error instanceof Error ? error.message : error}` } },
          });
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
