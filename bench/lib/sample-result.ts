// A fully populated EngineResult (merchant, location and processor found): the largest common
// shape a worker sends back, used when the real engine is not available to produce one.
import type { EngineResult } from '../../workers/engine/types.js';

export function sampleEngineResult(): EngineResult {
  return {
    transaction: {
      category: {
        primary: { name: 'Food & Drink', code: { mcc: 5812, sic: 5812, naics: 722 } },
        secondary: { name: 'Coffee & Tea', code: { mcc: 5814, sic: 5812, naics: 722515 } },
        tertiary: { name: 'Coffee Shops', code: { mcc: 5814, sic: 5812, naics: 722515 } },
        confidence: 92,
      },
      subscription: { recurring: false, type: null },
      channel: 'in_store',
      confidence: 90,
    },
    enrichments: {
      merchant: {
        status: 'found',
        confidence: 95,
        data: {
          id: '3b0c8f3e-5f2a-5d7e-9a61-0c4b2d8e7f11',
          name: 'Blue Bottle Coffee',
          alias: ['BLUE BOTTLE COFFEE', 'BLUE BOTTLE', 'BLUEBOTTLE COFFEE'],
          keywords: ['coffee', 'cafe', 'espresso'],
          icon: 'http://127.0.0.1:8080/icons/bluebottlecoffee.svg',
          description: 'Specialty coffee roaster and retailer founded in Oakland, California.',
          color: '#0F6FC6',
          website: 'https://bluebottlecoffee.com',
          domain: 'bluebottlecoffee.com',
        },
      },
      location: {
        status: 'found',
        confidence: 80,
        data: {
          id: '7d5e1a90-2c3b-5f4e-8d6a-1b2c3d4e5f60',
          name: 'Oakland, CA',
          formatted: 'Oakland, CA, United States',
          structured: {
            street: null,
            city: 'Oakland',
            state: 'CA',
            postalCode: null,
            country: 'US',
            countryName: 'United States',
            coordinates: { latitude: 37.80437, longitude: -122.2708 },
            timezone: 'America/Los_Angeles',
          },
          phoneNumber: null,
        },
      },
      paymentProcessor: {
        status: 'found',
        confidence: 98,
        data: {
          id: 'a1f2e3d4-c5b6-5a79-8e0f-112233445566',
          name: 'Square',
          icon: 'http://127.0.0.1:8080/icons/square.svg',
          color: '#3E4348',
          website: 'https://squareup.com',
        },
      },
      peerToPeer: { status: 'not_applicable', confidence: null, data: null },
    },
    partial: false,
    errors: [],
    evidence: {
      merchant: ['alias_matched', 'country_prior'],
      location: ['city_match', 'state_match', 'country_prior'],
      processor: { role: 'processor', reasons: ['known_processor_match'], description: null, domain: 'squareup.com' },
      p2p: null,
      recipient: [],
    },
  };
}
