import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * While `pending` is true, leaving asks first: the browser's own prompt for a reload or a closed tab, and
 * `question` for a move to another studio screen (a sign-out included). Pages and Settings use it.
 */
export function useLeaveGuard(pending: boolean, question: string) {
  useBeforeUnloadWarning(pending);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => pending && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}

/** While `pending` is true, closing or reloading the tab asks first (the browser's own question). */
export function useBeforeUnloadWarning(pending: boolean) {
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [pending]);
}
