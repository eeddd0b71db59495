/**
 * The page's scripts start once it has been painted (issue 14). The page is
 * fully rendered on the server and the spec's loading screen covers it for
 * 3.5 s, so nothing needs the 150 KB of modules before the first paint; but
 * fetched during it (React Router preloads them all and its module script
 * imports them as soon as it is parsed) they shared a slow line with the
 * stylesheet and the fonts and held the first and largest paint back by
 * 1.5–2 s on Lighthouse's mobile profile. So the preload links go, and the
 * router's module script is added by a small script once the page has
 * loaded (its stylesheet, fonts and images: after the first paint). Not a
 * timer: those wait in a tab opened in the background, and the browser
 * tests drive them by hand. Its text is unchanged, so its hash is allowed
 * like any inline script's.
 */
export function deferModules(html: string): { html: string; deferred: string[] } {
  const withoutPreloads = html.replace(/<link rel="modulepreload"[^>]*>/g, "");
  const deferred: string[] = [];
  const out = withoutPreloads.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (_match, source: string) => {
    deferred.push(source);
    // As a JavaScript string inside a script element: nothing may close it or open a comment.
    const text = JSON.stringify(source).replace(/</g, "\\u003c");
    return (
      "<script>(function(){function go(){" +
      `var s=document.createElement("script");s.type="module";s.textContent=${text};document.body.appendChild(s)}` +
      'if(document.readyState==="complete")go();else window.addEventListener("load",go,{once:true})})()</script>'
    );
  });
  return { html: out, deferred };
}
