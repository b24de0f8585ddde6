import { beforeEach } from 'vitest';
import { forgetKeptValues } from '../apps/web/app/lib/kept.server';

// Every test starts with nothing kept by the storefront's loaders (lib/kept.server.ts).
beforeEach(() => forgetKeptValues());
