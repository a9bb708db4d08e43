// The post-property action lives in the header, the Sell menu, Home and My Properties; one
// state decides whether its dialog is open (spec section 2: post needs login, else the login dialog).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../auth/session.tsx';

type PostPropertyValue = { isOpen: boolean; requestPost(): void; close(): void };

const PostPropertyContext = createContext<PostPropertyValue | null>(null);

export function PostPropertyProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated, openAuthDialog } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const requestPost = useCallback(() => {
    if (isAuthenticated) setIsOpen(true);
    else openAuthDialog('login', 'Please log in to post a property.');
  }, [isAuthenticated, openAuthDialog]);
  const value = useMemo(() => ({ isOpen, requestPost, close: () => setIsOpen(false) }), [isOpen, requestPost]);
  return <PostPropertyContext.Provider value={value}>{children}</PostPropertyContext.Provider>;
}

export function usePostProperty(): PostPropertyValue {
  const value = useContext(PostPropertyContext);
  if (!value) throw new Error('usePostProperty must be used inside PostPropertyProvider');
  return value;
}
