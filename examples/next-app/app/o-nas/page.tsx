export default function About() {
  return (
    <>
      <h1>O nas</h1>
      <p>Ubezpieczamy zdrowie od 1990 roku.</p>
    </>
  );
}
