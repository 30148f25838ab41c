import type { PortalMessageId } from './portal';

/** The Ukrainian texts of the portal's shell (see portal.ts). */
export const portalUk: Readonly<Partial<Record<PortalMessageId, string>>> = {
  'portal.header.home': '{brand} — головна сторінка',
  'portal.form.invalid': 'Форма містить помилки. Виправте позначені поля.',
  'portal.form.required': '(обов’язково)',
  'portal.form.optional': '(за бажанням)',
  'portal.form.choose': 'Виберіть…',
  'portal.header.mainNav': 'Головне меню',
  'portal.header.account': 'Мій обліковий запис',
  'portal.header.openMenu': 'Відкрити меню',
  'portal.header.closeMenu': 'Закрити меню',
  'portal.header.mobileNav': 'Меню',
  'portal.header.backToVisits': 'Повернутися до моїх візитів',
  'portal.footer.nav': 'Інформація',
  'portal.footer.poweredBy': 'Працює на Wizyta',
  'portal.loading.page': 'Завантаження сторінки…',
  'portal.maintenance.text':
    'Тривають технічні роботи. Просимо вибачення за незручності — повертайтеся незабаром.',
  'portal.configError.title': 'Не вдається запустити портал',
  'portal.configError.text':
    'Конфігурація порталу недоступна або неправильна. Спробуйте ще раз за хвилину, а якщо проблема не зникне, зв’яжіться з нами.',
  'portal.placeholder.title': 'Сторінка в розробці',
  'portal.placeholder.text': 'Ця сторінка ще готується. Загляньте сюди незабаром.',
  'portal.routeError.title': 'Не вдалося завантажити сторінку',
  'portal.routeError.text': 'Перевірте з’єднання з інтернетом і спробуйте ще раз.',
  'portal.toast.region': 'Сповіщення',
  'portal.toast.dismiss': 'Закрити сповіщення',
  'portal.toast.errorWithCode': 'Помилка {code}: {message}',
  'portal.signedOut.title': 'Ви вийшли з системи',
  'portal.signedOut.reason': 'Помилка {code}: {message}',
  'portal.signedOut.signIn': 'Увійти знову',
  'portal.header.notifications': 'Сповіщення',
  'portal.header.notificationsUnread': 'Сповіщення {count} (непрочитані)',
  'portal.header.register': 'Зареєструватися',
  'portal.footer.phone': 'Гаряча лінія: {phone}',
  'portal.footer.email': 'Ел. пошта: {email}',
};
