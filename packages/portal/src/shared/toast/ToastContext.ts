import { createContext } from 'react';
import type { ToastStore } from './ToastStore';

/** The toast store of the shell; `null` outside it. */
export const ToastContext = createContext<ToastStore | null>(null);
