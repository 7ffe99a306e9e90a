import { createApp } from 'vue';
import { start } from '../harness';
import App from './App.vue';

await start(() => {
  createApp(App).mount('#app');
});
