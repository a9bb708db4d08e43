// The Inbox and Visits pages' URLs.
export const conversationPaths = {
  inbox: () => '/inbox',
  conversation: (id: number) => `/inbox/${id}`,
  /** Every visit, or one home's (the conversation's Visits button). */
  visits: (homeId?: number) => (homeId === undefined ? '/visits' : `/visits?home=${homeId}`),
} as const;
