import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogPost, BlogPost } from '#common/schemas/blog.ts';
import { buildApp } from '../../app.ts';
import { blogPosts, users } from '../../db/schema/index.ts';
import { parseEnv } from '../../env.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import { injectPostHead } from './blog-seo.ts';
import { seedBlogPosts, STARTER_POSTS } from './seed-posts.ts';
import { getPublishedPost } from './blog.service.ts';
import { createBlogCache } from './blog-cache.ts';

let t: TestContext;
let admin: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerMember(t.app, { firstName: 'Ada' });
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  member = await registerMember(t.app, { firstName: 'Max' });
});
afterAll(async () => {
  await t.close();
});

const uniqueSlug = (prefix = 'post') => `${prefix}-${randomUUID().slice(0, 8)}`;

function postInput(overrides: Record<string, unknown> = {}) {
  return {
    slug: uniqueSlug(),
    title: 'Five Mobility Drills',
    excerpt: 'Loosen up before you lift.',
    content: '<h2>Warm up</h2><p>Move <strong>well</strong> first.</p>',
    author: 'Coach Ada',
    authorRole: 'Certified Personal Trainer',
    category: 'Training',
    tags: 'mobility, warm-up',
    readTime: 5,
    published: false,
    ...overrides,
  };
}

const adminHeaders = () => ({ cookie: admin.cookie });

async function createPost(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/blog',
    headers: adminHeaders(),
    payload: postInput(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminBlogPost;
}

describe('admin blog calls', () => {
  it('creates a draft with trimmed tags, defaults and no publication date', async () => {
    const post = await createPost({ tags: ' mobility , , warm-up ', authorRole: '' });
    expect(post.tags).toEqual(['mobility', 'warm-up']);
    expect(post.authorRole).toBe('Fitness Expert');
    expect(post.published).toBe(false);
    expect(post.publishedAt).toBeNull();

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/blog/${post.id}`,
      headers: adminHeaders(),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().slug).toBe(post.slug);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/blog',
      headers: adminHeaders(),
    });
    expect((list.json() as AdminBlogPost[]).some((p) => p.id === post.id)).toBe(true);
  });

  it('sets publishedAt when first published and keeps it afterwards', async () => {
    const draft = await createPost({ externalUrl: 'https://example.com/x' });
    expect(draft.externalUrl).toBeNull(); // only published posts keep an external link
    const put = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/blog/${draft.id}`,
        headers: adminHeaders(),
        payload: postInput({ slug: draft.slug, ...body }),
      });
    const first = await put({ published: true });
    expect(first.statusCode, first.body).toBe(200);
    const publishedAt = first.json().publishedAt as string;
    expect(publishedAt).toBeTruthy();
    const again = await put({ published: true, title: 'Renamed' });
    expect(again.json().publishedAt).toBe(publishedAt);
    expect(again.json().title).toBe('Renamed');
  });

  it('refuses bad slugs and missing fields with the form messages', async () => {
    for (const [slug, message] of [
      ['', 'Slug is required'],
      ['Has Spaces', 'Slug must be lowercase letters, numbers, and hyphens only'],
      ['UPPER-case', 'Slug must be lowercase letters, numbers, and hyphens only'],
      ['under_score', 'Slug must be lowercase letters, numbers, and hyphens only'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/blog',
        headers: adminHeaders(),
        payload: postInput({ slug }),
      });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: adminHeaders(),
      payload: postInput({
        title: ' ',
        excerpt: '',
        content: '',
        author: '',
        category: '',
        tags: ' , ',
        readTime: 0,
      }),
    });
    expect(empty.statusCode).toBe(400);
    const messages = (empty.json().fields as { message: string }[]).map((f) => f.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Title is required',
        'Excerpt is required',
        'Content is required',
        'Author is required',
        'Category is required',
        'At least one tag is required',
        'Read time must be at least 1 minute',
      ]),
    );
    const badUrl = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: adminHeaders(),
      payload: postInput({ imageUrl: 'javascript:alert(1)' }),
    });
    expect(badUrl.statusCode).toBe(400);
  });

  it('answers 409 on a duplicate slug, on create and on update', async () => {
    const a = await createPost();
    const b = await createPost();
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: adminHeaders(),
      payload: postInput({ slug: a.slug }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A post with this slug already exists');
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blog/${b.id}`,
      headers: adminHeaders(),
      payload: postInput({ slug: a.slug }),
    });
    expect(rename.statusCode).toBe(409);
  });

  it('deletes a post, then answers 404', async () => {
    const post = await createPost();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/blog/${post.id}`,
      headers: adminHeaders(),
    });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/blog/${post.id}`,
      headers: adminHeaders(),
    });
    expect(again.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/blog/not-a-uuid',
      headers: adminHeaders(),
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('refuses every admin call to members (403) and to anonymous visitors (401)', async () => {
    const post = await createPost();
    const calls = [
      { method: 'GET', url: '/api/admin/blog' },
      { method: 'GET', url: `/api/admin/blog/${post.id}` },
      { method: 'POST', url: '/api/admin/blog', payload: postInput() },
      { method: 'PUT', url: `/api/admin/blog/${post.id}`, payload: postInput({ slug: post.slug }) },
      { method: 'DELETE', url: `/api/admin/blog/${post.id}` },
      // An invalid body is refused for lack of rights, not for its content.
      { method: 'POST', url: '/api/admin/blog', payload: { slug: 'BAD' } },
    ] as const;
    for (const call of calls) {
      const asMember = await t.app.inject({ ...call, headers: { cookie: member.cookie } });
      expect(asMember.statusCode, `${call.method} ${call.url}`).toBe(403);
      const anonymous = await t.app.inject({ ...call });
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/admin/blog/${post.id}`,
      headers: adminHeaders(),
    });
    expect(still.statusCode).toBe(200);
  });
});

describe('stored HTML', () => {
  const attacks = [
    '<p>Hi</p><script>alert(1)</script>',
    '<p>Pic</p><img src=x onerror=alert(1)>',
    '<p><a href="javascript:alert(1)">click</a></p>',
    '<p>Shape</p><svg onload=alert(1)><circle r="1"/></svg>',
    '<p>Frame</p><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<p>Data</p><a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<p onclick="alert(1)" style="color:red">Styled</p><style>p{}</style>',
    '<p>Obj</p><object data="x"></object><embed src="x"><math><mi>x</mi></math>',
    '<p><a href="JaVaScRiPt:alert(1)">x</a><a href="  javascript:alert(1)">y</a></p>',
  ];

  it('comes back harmless through the admin and public reads', async () => {
    for (const content of attacks) {
      const post = await createPost({ content, published: true });
      const pub = await t.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` });
      expect(pub.statusCode).toBe(200);
      for (const html of [post.content, (pub.json() as BlogPost).content]) {
        expect(html, content).not.toMatch(
          /<script|<svg|<iframe|<object|<embed|<math|<style|srcdoc|onerror|onload|onclick|javascript:|data:|style=/i,
        );
        expect(html).toMatch(/^<p/);
      }
    }
  });

  it('keeps ordinary formatting, http(s) links and images, and secures new-tab links', async () => {
    const post = await createPost({
      content:
        '<h2>T</h2><p><em>a</em> <u>b</u> <s>c</s> <code>d</code></p><blockquote>q</blockquote>' +
        '<ol><li>one</li></ol><table><tr><td>cell</td></tr></table><hr>' +
        '<p><a href="https://example.com" target="_blank" rel="opener">ext</a> <a href="mailto:a@b.co">mail</a></p>' +
        '<img src="https://example.com/a.png" alt="A" width="10"><img src="http://example.com/b.png" alt="B">',
    });
    expect(post.content).toContain('<h2>T</h2>');
    expect(post.content).toContain('<em>a</em>');
    expect(post.content).toContain('<blockquote>q</blockquote>');
    expect(post.content).toContain('<td>cell</td>');
    expect(post.content).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ext</a>',
    );
    expect(post.content).toContain('href="mailto:a@b.co"');
    expect(post.content).toContain('<img src="https://example.com/a.png" alt="A" width="10" />');
    expect(post.content).toContain('src="http://example.com/b.png"');
  });

  it('refuses content that is empty once sanitised', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: adminHeaders(),
      payload: postInput({ content: '<script>alert(1)</script>' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'content', message: 'Content is required' }]);
  });
});

describe('public blog', () => {
  it('shows published posts newest first and hides drafts', async () => {
    const older = await createPost({ published: true });
    const newer = await createPost({ published: true });
    const draft = await createPost({ published: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/blog' });
    expect(res.statusCode).toBe(200);
    const slugs = (res.json() as BlogPost[]).map((p) => p.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs.indexOf(newer.slug)).toBeGreaterThanOrEqual(0);
    expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(older.slug));
    expect(res.json()[0]).not.toHaveProperty('published');

    const hidden = await t.app.inject({ method: 'GET', url: `/api/blog/${draft.slug}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Blog post not found');
    const missing = await t.app.inject({ method: 'GET', url: `/api/blog/${uniqueSlug('none')}` });
    expect(missing.statusCode).toBe(404);
  });

  it('lists published posts only in the sitemap and the RSS feed, escaped', async () => {
    const shown = await createPost({ published: true, title: 'Tips & <Tricks> "quoted"' });
    const draft = await createPost({ published: false });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`/blog/${shown.slug}</loc>`);
    expect(sitemap.body).not.toContain(draft.slug);
    expect(sitemap.body).toContain('/privacy-policy</loc>');
    expect(sitemap.body).toContain('/affiliate-policy</loc>');
    expect(sitemap.body).toMatch(/<loc>https?:\/\/[^<]+\/blog<\/loc>/);

    const rss = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<rss version="2.0"');
    expect(rss.body).toContain('<title>Tips &amp; &lt;Tricks&gt; &quot;quoted&quot;</title>');
    expect(rss.body).not.toContain('<Tricks>');
    expect(rss.body).not.toContain(draft.slug);
  });
});

describe('public blog caching', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('the list ships no content; list, post, sitemap and feed carry an ETag and revalidate', async () => {
    const post = await createPost({
      published: true,
      content: `<p>${'Brace, breathe and lift. '.repeat(100)}</p>`,
    });
    const list = await get('/api/blog');
    expect(list.json()[0]).not.toHaveProperty('content');
    expect(list.json().find((p: BlogPost) => p.slug === post.slug)).toMatchObject({
      title: post.title,
      excerpt: post.excerpt,
    });
    for (const url of ['/api/blog', `/api/blog/${post.slug}`, '/sitemap.xml', '/blog/rss.xml']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control'], url).toBe('public, no-cache');
      const again = await get(url, { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const other = await get(url, { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode, url).toBe(200);
    }
    // The post itself has its content, gzipped for a client that accepts it.
    const full = await get(`/api/blog/${post.slug}`, { 'accept-encoding': 'gzip' });
    expect(full.headers['content-encoding']).toBe('gzip');
    expect(full.headers.vary).toContain('accept-encoding');
  });

  it("an admin's edit, unpublish or delete shows on the very next read", async () => {
    const post = await createPost({ published: true, title: 'Before the edit' });
    const before = await get('/api/blog');
    const postBefore = await get(`/api/blog/${post.slug}`);
    const tag = before.headers.etag as string;
    const postTag = postBefore.headers.etag as string;

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blog/${post.id}`,
      headers: adminHeaders(),
      payload: postInput({ slug: post.slug, published: true, title: 'After the edit' }),
    });
    expect(edited.statusCode).toBe(200);
    const after = await get('/api/blog', { 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.json().find((p: BlogPost) => p.slug === post.slug).title).toBe('After the edit');
    const postAfter = await get(`/api/blog/${post.slug}`, { 'if-none-match': postTag });
    expect(postAfter.statusCode).toBe(200);
    expect(postAfter.json().title).toBe('After the edit');
    expect((await get('/sitemap.xml')).body).toContain(post.slug);

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blog/${post.id}`,
      headers: adminHeaders(),
      payload: postInput({ slug: post.slug, published: false }),
    });
    expect((await get(`/api/blog/${post.slug}`)).statusCode).toBe(404);
    expect((await get('/api/blog')).json().map((p: BlogPost) => p.slug)).not.toContain(post.slug);

    const gone = await createPost({ published: true });
    expect((await get(`/api/blog/${gone.slug}`)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/blog/${gone.id}`,
      headers: adminHeaders(),
    });
    expect((await get(`/api/blog/${gone.slug}`)).statusCode).toBe(404);
    expect((await get('/blog/rss.xml')).body).not.toContain(gone.slug);
  });
});

describe('public blog across app instances', () => {
  it("another instance's change shows after its version check on PostgreSQL; the embedded database has one instance", async () => {
    const other = createBlogCache(t.database, 'http://other.example', { versionCheckMs: 0 });
    const slugs = async () =>
      (JSON.parse((await other.list()).body.toString()) as BlogPost[]).map((p) => p.slug);
    const before = await slugs();
    const post = await createPost({ published: true }); // through this app, not `other`
    if (t.database.kind === 'postgres') {
      expect(await slugs()).toContain(post.slug);
    } else {
      // One process owns an embedded database: its admin routes invalidate its own cache.
      expect(await slugs()).toEqual(before);
      other.invalidate();
      expect(await slugs()).toContain(post.slug);
    }
  });
});

describe('starter posts', () => {
  it('are seeded once, published, one per category', async () => {
    const slugs = STARTER_POSTS.map((p) => p.slug);
    await seedBlogPosts(t.database.db);
    await seedBlogPosts(t.database.db);
    const rows = await t.database.db.select().from(blogPosts).where(inArray(blogPosts.slug, slugs));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.published && r.publishedAt)).toBe(true);
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set(['Training', 'Nutrition', 'Wellness']),
    );
    // Seeding runs at start-up, before the app serves (and prepares) the public blog.
    expect((await getPublishedPost(t.database.db, slugs[0]!)).slug).toBe(slugs[0]);
  });
});

describe('post page HTML', () => {
  it('injects escaped title, description and Open Graph tags', () => {
    const index =
      '<html><head><title>FlexCoach</title>\n<meta\n  name="description"\n  content="generic" />' +
      '<meta property="og:type" content="website" /><meta property="og:title" content="x" /></head><body></body></html>';
    const html = injectPostHead(index, {
      title: 'Eat "well" & <grow>',
      description: 'A <b>bold</b> claim',
      url: 'https://flex.example/blog/eat-well',
      imageUrl: 'https://img.example/a.png?x=1&y=2',
    });
    expect(html).toContain(
      '<title>Eat &quot;well&quot; &amp; &lt;grow&gt; · FlexCoach Blog</title>',
    );
    expect(html).toContain('<meta name="description" content="A &lt;b&gt;bold&lt;/b&gt; claim" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://flex.example/blog/eat-well" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://img.example/a.png?x=1&amp;y=2" />',
    );
    expect(html).not.toContain('generic');
    expect(html).not.toContain('website');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('is served for /blog/{slug} of a published post, and the plain page otherwise', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>FlexCoach</title><meta name="description" content="generic" /><!--route-preloads--></head><body><!--painted-top--><div id="root"></div></body></html>',
    );
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: webDir,
      SERVE_WEB: 'true',
      APP_URL: 'https://flex.example',
    });
    const app = await buildApp({ env, database: t.database, mailer: t.mailer, webDir });
    try {
      const post = await createPost({
        published: true,
        title: 'Squat <Deep>',
        excerpt: 'Depth & control',
        imageUrl: 'https://img.example/squat.png',
      });
      const draft = await createPost({ published: false, title: 'Secret draft' });

      const res = await app.inject({ method: 'GET', url: `/blog/${post.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Squat &lt;Deep&gt; · FlexCoach Blog</title>');
      expect(res.body).toContain('<meta name="description" content="Depth &amp; control" />');
      expect(res.body).toContain('<meta property="og:title" content="Squat &lt;Deep&gt;" />');
      expect(res.body).toContain(
        '<meta property="og:description" content="Depth &amp; control" />',
      );
      expect(res.body).toContain('<meta property="og:type" content="article" />');
      expect(res.body).toContain(
        `<meta property="og:url" content="https://flex.example/blog/${post.slug}" />`,
      );
      expect(res.body).toContain(
        '<meta property="og:image" content="https://img.example/squat.png" />',
      );
      expect(res.body).toContain('<div id="root"></div>');
      const slash = await app.inject({ method: 'GET', url: `/blog/${post.slug}/?ref=share` });
      expect(slash.body).toContain('<title>Squat &lt;Deep&gt; · FlexCoach Blog</title>');
      // A file-like path under /blog is not a page: JSON 404, as for any missing file.
      const file = await app.inject({ method: 'GET', url: '/blog/cover.png' });
      expect(file.statusCode).toBe(404);
      expect(file.json()).toMatchObject({ code: 'NOT_FOUND' });
      // The page route is not part of the API document.
      const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(Object.keys(docs.json().paths)).not.toContain('/blog/{slug}');

      for (const url of [`/blog/${draft.slug}`, '/blog/no-such-post', '/blog', '/dashboard']) {
        const plain = await app.inject({ method: 'GET', url });
        expect(plain.statusCode, url).toBe(200);
        expect(plain.body, url).toContain('<title>FlexCoach</title>');
        expect(plain.body, url).not.toContain('og:type');
        expect(plain.body, url).not.toContain('Secret draft');
      }
    } finally {
      await app.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});
