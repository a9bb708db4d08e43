// The Inbox and Visits pages' URLs.
export const conversationPaths = {
  inbox: () => '/inbox',
  conversation: (id: number) => `/inbox/${id}`,
  visits: () => '/visits',
} as const;
