// Entry of wizyta-loader.js (IIFE). The bundle is looked up beside this script.
import { startLoader } from './startLoader';

const current = document.currentScript;
startLoader(window, current instanceof HTMLScriptElement && current.src ? current.src : document.baseURI);
