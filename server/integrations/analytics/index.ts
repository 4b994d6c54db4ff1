import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';
import { redactPath } from '#common/analytics-path.ts';

export interface PageView {
  path: string;
  referrer?: string | undefined;
  userId: string | null;
}

export interface Analytics {
  pageView(view: PageView): Promise<void>;
}

/** Built-in default: page views go to our own table. Private query parameters are dropped. */
export function createTableAnalytics(db: Db): Analytics {
  return {
    async pageView({ path, referrer, userId }) {
      await db.insert(pageViews).values({
        path: redactPath(path),
        referrer: referrer ? redactPath(referrer) : null,
        userId,
      });
    },
  };
}
