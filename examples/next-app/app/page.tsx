import { OpenBookingButton } from './OpenBookingButton';

export default function Home() {
  return (
    <>
      <h1>Mój Ubezpieczyciel</h1>
      <p>Porozmawiaj z lekarzem bez wychodzenia z domu.</p>
      <OpenBookingButton />
    </>
  );
}
