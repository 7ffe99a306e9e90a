/**
 * What a crowded CMS page does to globals and built-in prototypes before our loader runs, from
 * plugins and snippets still found in the wild. /hostile-globals.html runs all of it; the e2e suite
 * checks that every widget still works there (tests/e2e/hostile-page.spec.ts).
 */
export const HOSTILE_GLOBALS_SCRIPT = `
  // Analytics snippets and old plugins: enumerable properties on every object (for…in sees them).
  Object.prototype.anything = true;
  Object.prototype.extend = function () { return this; };
  // Prototype.js / MooTools style: enumerable methods on arrays, functions and strings.
  Array.prototype.each = function (fn) { for (var i = 0; i < this.length; i++) fn(this[i], i); };
  Array.prototype.include = function (x) { return this.indexOf(x) >= 0; };
  Function.prototype.bindAsEventListener = function () { return this; };
  String.prototype.capitalize = function () { return this.charAt(0).toUpperCase() + this.slice(1); };
  // Prototype.js 1.6: arrays serialise themselves, so JSON.stringify([1]) is '"[1]"'.
  Array.prototype.toJSON = function () {
    return '[' + this.map(function (v) { return JSON.stringify(v); }).join(', ') + ']';
  };
  // An AMD loader (RequireJS) and CommonJS-looking globals left by bundled plugins.
  window.define = function () {};
  window.define.amd = { jQuery: true };
  window.module = {};
  window.exports = {};
  window.process = { env: { NODE_ENV: 'development' } };
  window.global = window;
  // Another React on the page, a wrapped fetch, a wrapped history.
  window.React = { version: '16.14.0', createElement: function () { throw new Error('wrong React'); } };
  var pageFetch = window.fetch;
  window.fetch = function (input, init) { return pageFetch.call(window, input, init); };
  var pushState = history.pushState;
  history.pushState = function () { return pushState.apply(history, arguments); };
`;

/** Named elements clobber globals of the same name (window.config, window.store, ...). */
export const HOSTILE_NAMED_ELEMENTS =
  '<div id="config" hidden></div><form name="store" hidden></form><div id="storeWidgetsConfig" hidden></div><img name="customElements" alt="" hidden>';
