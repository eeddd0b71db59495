import { describe, expect, it } from "vitest";
import { embedUrl, youtubeId } from "./video-id";

describe("youtubeId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aBcDeFgHiJk", "aBcDeFgHiJk"],
    ["https://youtube.com/watch?v=aBcDeFgHiJk&t=30s", "aBcDeFgHiJk"],
    ["https://youtu.be/aBcDeFgHiJk?si=x", "aBcDeFgHiJk"],
    ["https://m.youtube.com/shorts/aBcDeFgHi-_", "aBcDeFgHi-_"],
    ["https://www.youtube-nocookie.com/embed/aBcDeFgHiJk", "aBcDeFgHiJk"],
  ])("%s -> %s", (link, id) => {
    expect(youtubeId(link)).toBe(id);
  });

  it.each([
    "https://vimeo.com/123",
    "https://www.youtube.com/watch?v=short",
    "not a url",
    "https://evil.example/watch?v=aBcDeFgHiJk",
    "javascript:alert(1)",
  ])("%s is not a YouTube video", (link) => {
    expect(youtubeId(link)).toBeUndefined();
  });

  it("embeds without cookies", () => {
    expect(embedUrl("aBcDeFgHiJk", "https://example.iq")).toBe(
      "https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1&rel=0&enablejsapi=1&origin=https%3A%2F%2Fexample.iq",
    );
    expect(embedUrl("aBcDeFgHiJk", undefined)).toBe("https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1&rel=0&enablejsapi=1");
  });
});
