import { createRoot } from "react-dom/client";
import { VideoPlayer, type VideoIslandProps } from "~/features/portfolio/video-player";
import { readIslandProps } from "./island-props";
import type { Island } from "./island";

/**
 * A portfolio card's video on a page of islands (ADR 055): its play button opens the same player as the
 * application does, over the card's picture, which stays under it while it loads (the picture the server
 * drew, carried over as it is). The player is a subtree of its own: nothing the server drew is hydrated.
 */
const video: Island = (box) => {
  const props = readIslandProps<VideoIslandProps>(box);
  const button = box.querySelector<HTMLButtonElement>('[data-testid="play-video"]');
  if (!props || !button) return;
  const play = () => {
    const picture = box.querySelector("picture, img")?.outerHTML ?? "";
    delete box.dataset.island;
    createRoot(box).render(<VideoPlayer {...props} picture={<span className="contents" dangerouslySetInnerHTML={{ __html: picture }} />} />);
  };
  button.addEventListener("click", play, { once: true });
  return (target) => {
    if (button.contains(target)) play();
  };
};
export default video;
