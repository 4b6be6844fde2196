/** Text of the support centre (/destek). `{{name}}` values come from SITE and shared/constants.ts. */
export const support = {
  title: 'Support Center',
  description:
    'Durak support, 24/7: answers to frequent questions, contact by email, phone and messaging app, and the emergency hotline.',
  lead: 'Answers to common questions, and people ready to help 24 hours a day, 7 days a week.',
  quick: {
    label: 'Quick contact',
    call: 'Call {{phone}}',
    chat: 'Chat on WhatsApp',
    email: 'Email us',
  },
  newTab: '(opens in a new tab)',
  topics: {
    title: 'What do you need help with?',
    hint: 'Choose a topic and we will take you to the contact form with it selected.',
  },
  categories: {
    account: 'Account operations',
    booking: 'Booking',
    payment: 'Payment',
    technical: 'Technical issue',
    driver: 'Driver operations',
    other: 'Other',
  },
  categoryHints: {
    account: 'Sign-in, password, profile, deleting an account',
    booking: 'Calling a taxi, pickup, cancellation',
    payment: 'Fares, receipts, refunds, points',
    technical: 'The app or website is not working',
    driver: 'Registration, verification, earnings',
    other: 'Suggestions and everything else',
  },
  tabs: {
    label: 'Support sections',
    faq: 'FAQ',
    contact: 'Contact',
    emergency: 'Emergency',
  },
  faq: {
    title: 'Frequently asked questions',
    items: {
      register: {
        q: 'How do I register?',
        a: 'Passengers can register on this website with the [passenger registration form](/passenger-registration): enter your name, email, mobile number, a password of at least 6 characters and your city. You can then sign in on the web and, when it is released, in the mobile app with the same account.',
      },
      callTaxi: {
        q: 'How do I call a taxi?',
        a: 'Taxis are called in the Durak mobile app, coming soon to Google Play and the App Store. Set your pickup location, enter your destination and check the estimated price, then tap to call the taxi. You see your driver, vehicle and plate as soon as a driver accepts, and you can follow the taxi on the map.',
      },
      payments: {
        q: 'How can I pay?',
        a: 'You can pay by cash, credit card or mobile payment. The fare follows the taxi tariff of your city plus any tolls on the route ([estimate a fare](/ucret-hesapla) by it before you ride), and a receipt is sent to you after each ride. Card numbers are handled by our licensed payment institution; we never store them.',
      },
      driverApplication: {
        q: 'How do I become a Durak driver?',
        a: 'Driver registration happens only in the Durak mobile app. You need a valid driving licence, a taxi operating permit and a vehicle that meets the rules of your city; we verify your identity, documents and vehicle before your first ride. Read more on the [driver information page](/driver-registration).',
      },
      premium: {
        q: 'What does Premium membership offer?',
        a: 'Premium adds priority taxi service, premium support, exclusive discounts, airport priority and free rides with your points. Every passenger starts with a free membership and earns cashback points in proportion to spending.',
      },
      security: {
        q: 'How does Durak keep me safe?',
        a: 'Every driver’s identity, licence and vehicle are verified, vehicles are kept clean, rides are tracked by GPS and you receive instant notifications. You can rate your driver and reach our 24/7 emergency hotline on {{phone}}. If there is a danger to life, call 112.',
      },
      cancellation: {
        q: 'Can I cancel a ride?',
        a: 'Yes. Cancelling is free before a driver is assigned and for the first {{minutes}} minutes after assignment. After that a cancellation fee applies; the app shows the amount before you confirm. Details are in our [Terms of Service](/terms-of-service).',
      },
      cities: {
        q: 'Which cities do you serve?',
        a: 'Durak serves {{count}} major cities: {{cities}}.',
      },
    },
  },
  contact: {
    title: 'Contact us',
    intro: 'We answer emails within {{hours}} hours; phone and chat are open 24/7.',
    channels: {
      email: 'Email',
      emailNote: 'Answer within {{hours}} hours',
      messaging: 'WhatsApp',
      messagingNote: 'Chat with us 24/7',
      phone: 'Phone',
      phoneNote: 'Call us 24/7',
    },
    form: {
      title: 'Send us a message',
      note: 'Your mail program opens with the message ready to send to {{email}}. Nothing is sent until you press send there.',
      name: 'Full name',
      email: 'Email',
      phone: 'Phone (optional)',
      phoneHint: 'For example {{example}}',
      category: 'Category',
      categoryPlaceholder: 'Choose a category',
      message: 'Message',
      messageHint: 'Up to {{max}} characters. Please do not include card numbers or passwords.',
      submit: 'Open in my mail program',
      rideMessage: 'About my ride {{ride}}: the fare looks higher than the city tariff. ',
      fixFields: 'Please correct the highlighted fields.',
      opened:
        'Your mail program should now open with your message. If it did not, [open the message]({{href}}) or write to [{{email}}](mailto:{{email}}).',
    },
    mail: {
      subject: 'Durak support: {{category}}',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      category: 'Category',
      notGiven: 'not given',
    },
  },
  emergency: {
    title: 'Emergency hotline',
    hotline: '24/7 emergency hotline',
    callNow: 'Call {{phone}}',
    danger: 'If there is a danger to life or health, call 112 first — then let us know.',
    call112: 'Call 112',
    whenTitle: 'When to call us',
    when: {
      accident: 'You were in an accident or a collision during a ride.',
      unsafe: 'You feel unsafe, or the driver or passenger behaves threateningly.',
      route: 'The vehicle leaves the route, or you cannot get out where you ask to.',
      mismatch: 'The vehicle or plate does not match the one shown in the app.',
      lost: 'Someone travelling with you, or something valuable, is missing after a ride.',
    },
    provideTitle: 'What to have ready',
    provide: {
      where: 'Where you are now: address, landmark or the location shown in the app.',
      ride: 'The ride: time, pickup and destination, and the plate of the vehicle.',
      what: 'What happened, and whether anyone is hurt.',
      contact: 'A phone number where we can call you back.',
    },
  },
} as const
