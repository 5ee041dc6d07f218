import { createApp } from 'vue';
import App from './App.vue';
import '../shared/host.css';

createApp(App).mount('#app');
