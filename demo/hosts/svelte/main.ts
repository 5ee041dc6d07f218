import { mount } from 'svelte';
import App from './App.svelte';
import '../shared/host.css';

mount(App, { target: document.getElementById('app')! });
