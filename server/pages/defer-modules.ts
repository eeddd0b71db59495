/**
 * The page's scripts start once it has been painted (issue 14). The page is
 * fully rendered on the server and the spec's loading screen covers it for
 * 3.5 s, so nothing needs the 150 KB of modules before the first paint; but
 * fetched during it (React Router preloads them all and its module script
 * imports them as soon as it is parsed) they shared a slow line with the
 * stylesheet and the fonts and held the first and largest paint back by
 * 1.5–2 s on Lighthouse's mobile profile. So the preload links go, and the
 * router's module script is added by a small script once the page has
 * loaded (its stylesheet, fonts and images) and its first paint has been
 * reported. The load event alone is not enough: a page from a fast
 * server often loads before the browser's first frame (load at 160–210 ms,
 * first paint at 200–300 ms in Lighthouse's trace), and modules requested
 * before the first paint are counted in its simulated slow-4G paint times,
 * which made the score swing between 96 and 100 from run to run. Browsers
 * without paint timing start the modules at load; a page that reports no
 * paint within 3 s of loading (a tab opened in the background) starts them
 * then. The module script's text is unchanged, so its hash is allowed like
 * any inline script's.
 */
export function deferModules(html: string): { html: string; deferred: string[] } {
  const withoutPreloads = html.replace(/<link rel="modulepreload"[^>]*>/g, "");
  const deferred: string[] = [];
  const out = withoutPreloads.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (_match, source: string) => {
    deferred.push(source);
    // As a JavaScript string inside a script element: nothing may close it or open a comment.
    const text = JSON.stringify(source).replace(/</g, "\\u003c");
    return (
      "<script>(function(){var started=false;function go(){if(started)return;started=true;" +
      `var s=document.createElement("script");s.type="module";s.textContent=${text};document.body.appendChild(s)}` +
      // After the load event, once the browser reports its first paint (buffered: at once if it already
      // has). A public page's first frame is its first contentful paint (dark background and text
      // together; fonts swap); the studio's first frame is a spinner, which is no contentful paint,
      // so the first paint of either kind counts. Three seconds after load at the latest, whatever happens.
      'function painted(){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();' +
      'new P(function(list,observer){observer.disconnect();go()}).observe({type:"paint",buffered:true});setTimeout(go,3000)}' +
      'if(document.readyState==="complete")painted();else window.addEventListener("load",painted,{once:true})})()</script>'
    );
  });
  return { html: out, deferred };
}
