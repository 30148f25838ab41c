import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PROVIDER } from './provider';

export const metadata: Metadata = { title: 'Mój Ubezpieczyciel – umów wizytę' };

/**
 * Every page: the provider's wizyta.css in the head (the element keeps the search step's height
 * before the widget loads, so nothing moves: CLS 0), and links between pages that Next follows
 * client-side. Reading the request's headers renders each request anew, which the CSP's nonce
 * needs (proxy.ts).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await headers();
  return (
    <html lang="pl">
      <head>
        <link rel="stylesheet" href={`${PROVIDER}/widget/wizyta.css`} />
      </head>
      <body>
        <nav aria-label="Menu">
          <Link href="/">Start</Link> · <Link href="/umow-wizyte">Umów wizytę</Link> ·{' '}
          <Link href="/wizyta-okno">Wizyta w okienku</Link> · <Link href="/o-nas">O nas</Link>
        </nav>
        <main>{children}</main>
      </body>
    </html>
  );
}
