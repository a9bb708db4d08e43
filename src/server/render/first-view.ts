// The first view a page's HTML carries (entry-server.tsx renders it with the API's answers, made by
// first-view-calls.ts). Pages
// are kept whole, under the listings version, by kept-pages.ts.
import type { FirstView as RenderedView, LoadFirstView } from '#web/entry-server.tsx';
import { RefusedCall } from './first-view-calls.ts';
import type { RenderFirstView } from './first-view-renderer.ts';

/** The page's first view, or nothing (the browser renders it): no renderer, or a call the API refused. */
export type FirstView = (url: string, load: LoadFirstView) => Promise<RenderedView | undefined>;

export function firstViewOf(render: RenderFirstView | null): FirstView {
  if (!render) return async () => undefined;
  return async (url, load) => {
    try {
      return (await render(url, load)) ?? undefined;
    } catch (error) {
      // A search the API refuses (a bad filter in the address) shows the app's own message instead.
      if (error instanceof RefusedCall) return undefined;
      throw error;
    }
  };
}
