import type { JourneyMessageId } from './journey';

/** The Ukrainian texts of the booking journey's helpers (see journey.ts). */
export const journeyUk: Readonly<Partial<Record<JourneyMessageId, string>>> = {
  'journey.covered.price': 'Візит у межах вашого пакета — без додаткової оплати',
  'journey.covered.confirmText':
    'Візит покривається вашим пакетом — ви нічого не платите. Перевірте подробиці та підтвердьте бронювання.',
  'journey.calendar.add': 'Додати до календаря',
  'journey.calendar.summary': '{visitType} — {doctor}',
  'journey.calendar.contact': 'Як лікар зв’яжеться з вами: {how}',
  'journey.calendar.link': 'Подробиці візиту: {url}',
  'journey.calendar.how.CALL': 'зателефонує на ваш номер телефону',
  'journey.calendar.how.CHAT': 'напише в чаті на порталі',
  'journey.calendar.how.VIDEO': 'зв’яжеться по відео — посилання буде на сторінці візиту',
  'journey.calendar.how.HOUSE': 'приїде за вказаною адресою',
  'journey.calendar.how.STATIONARY': 'прийме вас у медичному закладі',
  'journey.calendar.how.PRESCRIPTION': 'випише рецепт, про результат повідомимо SMS',
  'journey.address.additionalInfo': 'Додаткова інформація для лікаря (поверх, код домофона)',
  'journey.checker.open': 'Не знаєте, якого лікаря вибрати? Дайте відповідь на кілька запитань',
  'journey.checker.title': 'Підібрати спеціалізацію',
  'journey.checker.progress': 'Запитання {current} з {total}',
  'journey.checker.yes': 'Так',
  'journey.checker.no': 'Ні',
  'journey.checker.q.child': 'Візит стосується дитини?',
  'journey.checker.q.breathing': 'У вас кашель, нежить або біль у горлі?',
  'journey.checker.q.fever': 'У вас гарячка або задишка?',
  'journey.checker.q.head': 'Вас турбує головний біль або біль у пазухах носа?',
  'journey.checker.q.stomach': 'У вас нудота?',
  'journey.checker.suggestion': 'Пропонуємо: {name}',
  'journey.checker.why': 'На основі відповідей: {symptoms}.',
  'journey.checker.none': 'Немає симптомів зі списку',
  'journey.checker.disclaimer':
    'Це лише підказка, а не діагноз. У разі загрози життю телефонуйте за номером 112.',
  'journey.checker.use': 'Вибрати цю спеціалізацію',
  'journey.checker.restart': 'Почати спочатку',
  'journey.checker.close': 'Закрити',
  'journey.symptomCheck.mismatch':
    'З позначеними симптомами зазвичай звертаються до спеціаліста: {name}. Можете продовжити або повернутися й змінити спеціалізацію.',
  'journey.arrows.first': 'Перша сторінка',
  'journey.arrows.last': 'Остання сторінка',
};
