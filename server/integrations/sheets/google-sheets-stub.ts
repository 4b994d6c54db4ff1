import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP server speaking the parts of the Google Sheets v4 and Drive v3 APIs the sheets
 * adapter calls (spreadsheets.create / get / batchUpdate, values.append / batchClear, and Drive
 * permissions.create), for tests: the provider boundary is replaced, none of our code is.
 */

export interface StubSpreadsheet {
  id: string;
  title: string;
  /** Tab name -> rows (the header row included). */
  tabs: Map<string, unknown[][]>;
  permissions: { role: string; type: string; emailAddress: string }[];
}

export interface GoogleStubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface GoogleSheetsStub {
  apiUrl: string;
  spreadsheets: Map<string, StubSpreadsheet>;
  requests: GoogleStubRequest[];
  /** Answers matching requests with this status and a Google-style error body. */
  failWhen: ((request: GoogleStubRequest) => number | null) | null;
  close(): Promise<void>;
}

/** "'Daily Logs'!A1" -> "Daily Logs". */
const tabOf = (range: string) => {
  const name = range.split('!')[0] ?? range;
  return name.startsWith("'") ? name.slice(1, -1).replace(/''/g, "'") : name;
};

export async function startGoogleSheetsStub(
  preset: { id: string; tabs: string[] }[] = [],
): Promise<GoogleSheetsStub> {
  const spreadsheets = new Map<string, StubSpreadsheet>();
  for (const p of preset) {
    spreadsheets.set(p.id, {
      id: p.id,
      title: 'Master',
      tabs: new Map(p.tabs.map((t) => [t, []])),
      permissions: [],
    });
  }
  const requests: GoogleStubRequest[] = [];
  let created = 0;

  const stub: GoogleSheetsStub = {
    apiUrl: '',
    spreadsheets,
    requests,
    failWhen: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stub');
      const request: GoogleStubRequest = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      requests.push(request);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== 'Bearer stub-token') {
        return send(401, { error: { code: 401, message: 'Request had invalid credentials.' } });
      }
      const failure = stub.failWhen?.(request) ?? null;
      if (failure) {
        return send(failure, {
          error: { code: failure, message: 'The caller does not have permission' },
        });
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      const p = request.path;
      let m: RegExpExecArray | null;

      if (request.method === 'POST' && p === '/v4/spreadsheets') {
        created += 1;
        const id = `stub-sheet-${created}`;
        const props = body as {
          properties?: { title?: string };
          sheets?: { properties?: { title?: string } }[];
        };
        spreadsheets.set(id, {
          id,
          title: props.properties?.title ?? 'Untitled',
          tabs: new Map((props.sheets ?? []).map((s) => [s.properties?.title ?? 'Sheet1', []])),
          permissions: [],
        });
        return send(200, {
          spreadsheetId: id,
          spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${id}/edit`,
        });
      }
      if ((m = /^\/v4\/spreadsheets\/([^/:]+)\/values\/(.+):append$/.exec(p))) {
        const sheet = spreadsheets.get(m[1]!);
        const tab = sheet?.tabs.get(tabOf(m[2]!));
        if (!tab) return send(404, { error: { code: 404, message: 'Requested entity not found' } });
        tab.push(...((body.values as unknown[][]) ?? []));
        return send(200, { spreadsheetId: m[1] });
      }
      if ((m = /^\/v4\/spreadsheets\/([^/:]+)\/values:batchClear$/.exec(p))) {
        const sheet = spreadsheets.get(m[1]!);
        if (!sheet)
          return send(404, { error: { code: 404, message: 'Requested entity not found' } });
        for (const range of (body.ranges as string[]) ?? []) sheet.tabs.set(tabOf(range), []);
        return send(200, { spreadsheetId: m[1] });
      }
      if ((m = /^\/v4\/spreadsheets\/([^/:]+):batchUpdate$/.exec(p))) {
        const sheet = spreadsheets.get(m[1]!);
        if (!sheet)
          return send(404, { error: { code: 404, message: 'Requested entity not found' } });
        for (const r of (body.requests as { addSheet?: { properties?: { title?: string } } }[]) ??
          []) {
          const title = r.addSheet?.properties?.title;
          if (title) sheet.tabs.set(title, []);
        }
        return send(200, { spreadsheetId: m[1], replies: [] });
      }
      if (request.method === 'GET' && (m = /^\/v4\/spreadsheets\/([^/:]+)$/.exec(p))) {
        const sheet = spreadsheets.get(m[1]!);
        if (!sheet)
          return send(404, { error: { code: 404, message: 'Requested entity not found' } });
        return send(200, {
          sheets: [...sheet.tabs.keys()].map((title) => ({ properties: { title } })),
        });
      }
      if (request.method === 'DELETE' && (m = /^\/drive\/v3\/files\/([^/]+)$/.exec(p))) {
        spreadsheets.delete(m[1]!);
        res.writeHead(204);
        return res.end();
      }
      if ((m = /^\/drive\/v3\/files\/([^/]+)\/permissions$/.exec(p))) {
        const sheet = spreadsheets.get(m[1]!);
        if (!sheet) return send(404, { error: { code: 404, message: 'File not found' } });
        sheet.permissions.push(body as StubSpreadsheet['permissions'][number]);
        return send(200, { id: `perm-${sheet.permissions.length}`, kind: 'drive#permission' });
      }
      return send(404, { error: { code: 404, message: `No stub for ${request.method} ${p}` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
