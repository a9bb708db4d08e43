// Apart from first-view.ts, so the app's entry can find the server's state without loading the
// search and property query code that only the fallback prefetch needs (main.tsx).
/** The id of the <script type="application/json"> element that carries the state. */
export const FIRST_VIEW_STATE_ID = 'first-view-state';
