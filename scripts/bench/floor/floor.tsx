/**
 * The floor page's script (issue 14's bench): two React 19 + r2wc "hello" elements and nothing
 * else, the least any React widget can cost. scripts/bench/startup.mjs builds it apart from the
 * widgets (vite.config.ts beside it, into dist-bench-floor/) and times it beside the home page.
 * Never part of the shipped build.
 */
import r2wc from '@r2wc/react-to-web-component';

function Hello() {
  return <p data-state="loaded">Hello</p>;
}

customElements.define('bench-hello', r2wc(Hello, { shadow: 'open' }));
