/** Text of the landing page (`/`) and the driver information page (`/driver-registration`). */
export const landing = {
  meta: {
    homeDescription:
      'Call a yellow taxi in seconds with Durak: verified drivers, clean vehicles, GPS tracking and 24/7 support across 20 cities in Turkey.',
    driverDescription:
      'Drive with Durak: driver registration happens in the Durak mobile app. Get the app, verify your identity and licence, and earn a Fiat Egea after 5 years.',
  },
  hero: {
    eyebrow: 'Taxis across Turkey, day and night',
    title: 'Your taxi, one tap away',
    text: 'Find nearby taxis, see the price before you ride and pay the way you like. Verified drivers, clean cars and support around the clock.',
    registerDriver: 'Register as Driver',
    registerPassenger: 'Register as Passenger',
    callTaxi: 'Call a taxi on the web now',
    videoFallback: 'Your browser does not support video playback.',
    pauseVideo: 'Pause background video',
    playVideo: 'Play background video',
    highlights: {
      drivers: 'Verified drivers',
      support: '24/7 support',
      cities: '20 cities',
    },
  },
  promotions: {
    title: 'Rewards from the first ride',
    intro: 'Durak gives back to the drivers and passengers who grow with us.',
    driver: {
      badge: 'For drivers',
      title: 'A free Fiat Egea after {{years}} years',
      text: 'Drive with Durak for {{years}} years and the car is yours: every driver who stays with us gets a brand-new Fiat Egea.',
    },
    early: {
      badge: 'For early registrants',
      title: '{{years}} year of free taxi service',
      text: 'Register early and enjoy Durak’s taxi service free of charge for a whole year.',
    },
    cashback: {
      badge: 'For every passenger',
      title: 'Cashback points on every ride',
      text: 'Earn points in proportion to what you spend and use them on your next rides.',
    },
  },
  preview: {
    title: 'A closer look at the app',
    intro: 'Everything you need for a ride fits on three screens.',
    home: {
      title: 'Home page',
      text: 'Type where you are going, or pick home, work or a recent place.',
      alt: 'The app’s home screen with a “Where to?” search box, saved places, a small map of nearby taxis and recent destinations',
    },
    map: {
      title: 'Map view',
      text: 'Watch nearby taxis, follow your route and see the fare before you call.',
      alt: 'The map view showing a blue route to the destination, taxis nearby, the assigned driver and an estimated fare with a Call a taxi button',
    },
    profile: {
      title: 'Profile page',
      text: 'Your rides, rating, payment methods and cashback points in one place.',
      alt: 'The profile screen with ride count, rating, the cashback points balance and a menu of account settings',
    },
  },
  about: {
    title: 'About us',
    text1:
      'Durak is a taxi-calling platform built in Istanbul for the way Turkey moves. We connect passengers with licensed, verified taxi drivers in 20 cities, so getting a ride is as simple as stepping out to the stop on the corner — durak, in Turkish.',
    text2:
      'We believe a taxi ride should be safe, fair and predictable: the price is shown before you call, every trip is tracked by GPS, and a real person answers when you need help.',
    contactTitle: 'Contact us',
    phoneLabel: 'Phone (24/7)',
    emailLabel: 'Email',
    emailHint: 'We reply within {{hours}} hours',
    chatLabel: 'WhatsApp',
    chatLink: 'Chat on WhatsApp',
    chatMessage: 'Hello Durak, I need help with',
    addressLabel: 'Address',
  },
  gallery: {
    title: 'Safety and comfort',
    intro: 'Verified drivers, clean vehicles, GPS tracking and instant notifications on every ride.',
    safe: {
      title: 'Safe drivers',
      text: 'Every driver’s identity and licence are verified before their first ride.',
      alt: 'Illustration of a smiling taxi driver next to a verified ID card and a green shield with a tick',
    },
    comfortable: {
      title: 'Comfortable vehicles',
      text: 'Clean, well-kept cars with room for you and your luggage.',
      alt: 'Illustration of a spotless yellow taxi with sparkles around it',
    },
    modern: {
      title: 'Modern technology',
      text: 'GPS tracking from pick-up to drop-off and instant notifications at every step.',
      alt: 'Illustration of a phone tracking a taxi on a map, with a notification and a GPS signal',
    },
  },
  steps: {
    title: 'How it works',
    intro: 'Three steps from the kerb to your destination.',
    one: {
      title: 'Find a taxi',
      text: 'Search nearby taxis, enter your destination and check the price.',
      link: 'Check a fare by the city tariff',
    },
    two: {
      title: 'Call a taxi',
      text: 'Call the taxi with one tap and follow it as it comes to you.',
    },
    three: {
      title: 'Ride, pay and rate',
      text: 'Enjoy the journey, pay securely by cash, card or mobile payment, and rate your driver.',
    },
  },
  why: {
    title: 'Why choose us',
    location: {
      title: 'Set your location',
      text: 'Your position is found automatically; move the pin if you are waiting somewhere else.',
    },
    call: {
      title: 'Call the taxi',
      text: 'The nearest available driver accepts, and you see who is coming and when.',
    },
    points: {
      gps: 'GPS tracking on every ride',
      price: 'Price shown before you call',
      cancel: 'Free cancellation until a driver is assigned and for 2 minutes after',
      support: 'Support by phone, email and chat, 24/7',
    },
  },
  download: {
    title: 'Get the Durak app',
    badge: 'Coming soon',
    text: 'The Durak app for Android and iPhone is coming soon. Follow us in the stores to be among the first to ride.',
    googlePlay: 'Get it on Google Play',
    appStore: 'Download on the App Store',
    newTab: '(opens in a new tab)',
    webText:
      'No need to wait for the app: Durak already works in your browser, and you can add it to your home screen.',
    callTaxi: 'Call a taxi',
    driverMode: 'Driver mode',
  },
  driver: {
    eyebrow: 'Drive with Durak',
    title: 'Become a Durak driver',
    lead: 'Driver registration is done only in the Durak mobile app, not on the web.',
    text: 'Download the app, create your driver account and complete identity and licence verification there. Once you are approved you can start taking rides.',
    stepsTitle: 'How to register',
    step1: 'Download the Durak app from Google Play or the App Store.',
    step2: 'Choose “Become a driver” and enter your details.',
    step3: 'Upload your ID card, driving licence and vehicle documents for verification.',
    step4: 'Start driving once your account is approved.',
    perkTitle: 'A free Fiat Egea after {{years}} years',
    perkText: 'Every driver who drives with Durak for {{years}} years receives a brand-new Fiat Egea.',
    storesTitle: 'Get the app',
    contactTitle: 'Questions? We are here 24/7',
    haveAccount: 'Already registered?',
    backToSignIn: 'Back to sign in',
    webText: 'Already a verified Durak driver? Take rides from your phone’s browser.',
    webLink: 'Open driver mode',
  },
} as const
