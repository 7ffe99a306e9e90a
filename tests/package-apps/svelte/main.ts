import { mount } from 'svelte';
import { start } from '../harness';
import App from './App.svelte';

await start(() => {
  mount(App, { target: document.getElementById('app')! });
});
