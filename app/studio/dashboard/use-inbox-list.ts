import { useCallback, useEffect, useState } from "react";
import { leadStages, type LeadStage, type LeadSummary, type UnsentNotifications } from "#core/leads/lead-wire";
import type { StudioApi } from "../kit/studio-shell";

const views = ["inbox", "archived", "all"] as const;
type View = (typeof views)[number];
type StageFilter = LeadStage | "due" | "";

/**
 * The inbox's list: its view, search and stage filter, the leads they give with the unread count and the
 * mail not sent yet, and a reload. The list follows every change of filter; a search waits for typing to pause.
 */
export function useInboxList(api: StudioApi["leads"]) {
  const [view, setView] = useState<View>("inbox");
  const [query, setQuery] = useState("");
  // The digest mail links here with ?stage=due.
  const [stage, setStage] = useState<StageFilter>(() => {
    const asked = typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("stage");
    return asked === "due" || (leadStages as readonly string[]).includes(asked ?? "") ? (asked as LeadStage | "due") : "";
  });
  const [items, setItems] = useState<LeadSummary[] | null>(null);
  const [unread, setUnread] = useState(0);
  const [unsent, setUnsent] = useState<UnsentNotifications | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!api) return;
    setFailed(false);
    try {
      const result = await api.list(view, query, stage);
      setItems(result.items);
      setUnread(result.unread);
      setUnsent(result.unsent);
    } catch {
      setFailed(true);
    }
  }, [api, view, query, stage]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), query ? 250 : 0);
    return () => clearTimeout(timer);
  }, [load, query]);

  return { views, view, setView, query, setQuery, stage, setStage, items, unread, unsent, failed, load };
}
