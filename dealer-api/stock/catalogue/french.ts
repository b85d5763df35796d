import { range, type MakeEntry } from "./types";

// Stellantis' French makes share PureTech and BlueHDi engines; Renault and its budget make Dacia share TCe engines.

export const peugeot: MakeEntry = {
  name: "Peugeot",
  paints: [
    ["Artense Grey", "grey", "#6b6e70"],
    ["Pearlescent White", "white", "#f1f1ec"],
    ["Perla Nera Black", "black", "#121317"],
    ["Elixir Red", "red", "#9d1922"],
    ["Vertigo Blue", "blue", "#20406c"],
    ["Platinum Grey", "grey", "#5a5d60"],
  ],
  ranges: [
    range("208", "hatchback", [2019], 5, 5, 1090, [4055, 1745, 1430], 10, [
      ["1.2 PureTech 75", "Active", 1199, 74, "P", "M", 123, 17_500],
      ["1.2 PureTech 100", "Allure", 1199, 99, "P", "M", 122, 20_000],
      ["1.5 BlueHDi 100", "Allure", 1499, 99, "D", "M", 100, 21_500],
      ["1.2 PureTech 130", "GT", 1199, 128, "P", "A", 129, 24_500],
      ["100kW 50kWh", "Allure", 0, 134, "E", "A", 0, 31_000],
    ]),
    range("2008", "suv", [2020], 5, 5, 1190, [4300, 1770, 1550], 8, [
      ["1.2 PureTech 100", "Active Premium", 1199, 99, "P", "M", 128, 22_500],
      ["1.2 PureTech 130", "Allure Premium", 1199, 128, "P", "A", 134, 27_500],
      ["1.2 PureTech 130", "GT", 1199, 128, "P", "A", 134, 29_500],
      ["100kW 50kWh", "GT", 0, 134, "E", "A", 0, 36_000],
    ]),
    range("308", "hatchback", [2021], 5, 5, 1280, [4367, 1852, 1441], 4, [
      ["1.2 PureTech 130", "Allure", 1199, 128, "P", "M", 131, 25_500],
      ["1.5 BlueHDi 130", "Allure Premium", 1499, 129, "D", "A", 123, 29_000],
      ["1.6 Hybrid 180", "GT", 1598, 178, "PH", "A", 26, 34_000],
    ]),
    range("3008", "suv", [2017, 2023], 5, 5, 1370, [4447, 1841, 1624], 6, [
      ["1.2 PureTech 130", "Allure", 1199, 128, "P", "M", 138, 27_000],
      ["1.5 BlueHDi 130", "GT Line", 1499, 129, "D", "A", 130, 31_500],
      ["1.6 Hybrid4 300", "GT", 1598, 296, "PH", "A", 31, 43_000, { drive: "AWD" }],
    ]),
    range("5008", "suv", [2017, 2023], 5, 7, 1480, [4641, 1844, 1646], 3, [
      ["1.2 PureTech 130", "Allure", 1199, 128, "P", "M", 142, 30_000],
      ["1.5 BlueHDi 130", "GT", 1499, 129, "D", "A", 134, 36_000],
    ]),
    range("Rifter", "mpv", [2018], 5, 5, 1430, [4403, 1848, 1874], 1, [
      ["1.5 BlueHDi 100", "Allure", 1499, 99, "D", "M", 138, 24_500],
    ]),
  ],
};

export const citroen: MakeEntry = {
  name: "Citroen",
  paints: [
    ["Platinum Grey", "grey", "#5c5f62"],
    ["Polar White", "white", "#f2f2ee"],
    ["Perla Nera Black", "black", "#121317"],
    ["Elixir Red", "red", "#9d1922"],
    ["Eclipse Blue", "blue", "#1e3356"],
    ["Steel Grey", "grey", "#7b7e80"],
  ],
  ranges: [
    range("C1", "hatchback", [2014, 2022], 5, 4, 855, [3466, 1615, 1460], 3, [
      ["1.0 VTi", "Feel", 998, 71, "P", "M", 108, 11_000],
      ["1.0 VTi", "Flair", 998, 71, "P", "M", 108, 12_500],
    ]),
    range("C3", "hatchback", [2017, 2024], 5, 5, 1040, [3996, 1749, 1474], 6, [
      ["1.2 PureTech 83", "Feel", 1199, 82, "P", "M", 125, 16_000],
      ["1.5 BlueHDi 100", "Shine", 1499, 99, "D", "M", 105, 19_000],
      ["1.2 PureTech 110", "Flair Plus", 1199, 109, "P", "M", 123, 19_500],
    ]),
    range("C3 Aircross", "suv", [2017, 2024], 5, 5, 1160, [4160, 1765, 1637], 3, [
      ["1.2 PureTech 110", "Shine", 1199, 109, "P", "M", 133, 20_000],
      ["1.2 PureTech 130", "Shine Plus", 1199, 128, "P", "A", 140, 23_000],
    ]),
    range("C4", "hatchback", [2021], 5, 5, 1280, [4360, 1800, 1525], 2, [
      ["1.2 PureTech 130", "Shine", 1199, 128, "P", "M", 134, 25_500],
      ["100kW 50kWh", "Shine Plus", 0, 134, "E", "A", 0, 32_000],
    ]),
    range("C5 Aircross", "suv", [2019], 5, 5, 1430, [4500, 1859, 1670], 3, [
      ["1.2 PureTech 130", "Feel", 1199, 128, "P", "M", 140, 26_000],
      ["1.5 BlueHDi 130", "Flair Plus", 1499, 129, "D", "A", 134, 30_500],
      ["1.6 Plug-in Hybrid 225", "Shine Plus", 1598, 222, "PH", "A", 32, 38_000],
    ]),
    range("Berlingo", "mpv", [2018], 5, 5, 1400, [4403, 1848, 1849], 3, [
      ["1.2 PureTech 110", "Feel", 1199, 109, "P", "M", 146, 21_500],
      ["1.5 BlueHDi 130", "Flair XTR", 1499, 129, "D", "A", 144, 26_500],
    ]),
    range("Grand C4 SpaceTourer", "mpv", [2018, 2022], 5, 7, 1470, [4602, 1826, 1644], 2, [
      ["1.2 PureTech 130", "Feel", 1199, 128, "P", "M", 147, 25_500],
      ["1.5 BlueHDi 130", "Flair", 1499, 129, "D", "A", 142, 28_500],
    ]),
  ],
};

export const ds: MakeEntry = {
  name: "DS",
  premium: true,
  paints: [
    ["Pearl Grey", "grey", "#6e7173"],
    ["Pearl White", "white", "#efefe9"],
    ["Perla Nera Black", "black", "#131418"],
    ["Ink Blue", "blue", "#1b2741"],
  ],
  ranges: [
    range("DS 3 Crossback", "suv", [2019, 2022], 5, 5, 1205, [4118, 1791, 1534], 1, [
      ["1.2 PureTech 130", "Performance Line", 1199, 128, "P", "A", 129, 27_500],
      ["100kW 50kWh E-TENSE", "Prestige", 0, 134, "E", "A", 0, 36_000],
    ]),
    range("DS 4", "hatchback", [2022], 5, 5, 1395, [4400, 1866, 1470], 1, [
      ["1.2 PureTech 130", "Bastille", 1199, 128, "P", "A", 135, 30_000],
      ["1.6 E-TENSE 225", "Rivoli", 1598, 222, "PH", "A", 30, 39_000],
    ]),
    range("DS 7", "suv", [2018], 5, 5, 1535, [4573, 1906, 1625], 1, [
      ["1.5 BlueHDi 130", "Prestige", 1499, 129, "D", "A", 137, 36_000],
      ["1.6 E-TENSE 225", "Performance Line", 1598, 222, "PH", "A", 36, 43_000],
    ]),
  ],
};

export const renault: MakeEntry = {
  name: "Renault",
  autoName: "EDC",
  paints: [
    ["Titanium Grey", "grey", "#76797b"],
    ["Glacier White", "white", "#f2f2ee"],
    ["Diamond Black", "black", "#121316"],
    ["Flame Red", "red", "#b0171f"],
    ["Iron Blue", "blue", "#24406a"],
    ["Mercury Silver", "silver", "#b8bbbd"],
  ],
  ranges: [
    range("Clio", "hatchback", [2013, 2019], 5, 5, 1010, [4062, 1732, 1448], 4, [
      ["0.9 TCe 90", "Dynamique Nav", 898, 89, "P", "M", 105, 14_500],
      ["1.5 dCi 90", "Dynamique S Nav", 1461, 89, "D", "M", 90, 16_500],
      ["1.2 TCe 120", "GT Line", 1197, 118, "P", "A", 127, 18_500],
    ]),
    range("Clio", "hatchback", [2019], 5, 5, 1080, [4050, 1798, 1440], 10, [
      ["1.0 SCe 65", "Play", 999, 64, "P", "M", 118, 15_500],
      ["1.0 TCe 90", "Iconic", 999, 89, "P", "M", 118, 17_500],
      ["1.5 Blue dCi 85", "Iconic", 1461, 84, "D", "M", 100, 18_500],
      ["1.0 TCe 90", "S Edition", 999, 89, "P", "M", 118, 19_000],
      ["1.6 E-TECH Hybrid 140", "RS Line", 1598, 138, "H", "A", 96, 22_500],
    ]),
    range("Captur", "suv", [2020], 5, 5, 1180, [4227, 1797, 1576], 7, [
      ["1.0 TCe 90", "Iconic", 999, 89, "P", "M", 127, 19_500],
      ["1.3 TCe 140", "S Edition", 1333, 138, "P", "A", 137, 24_000],
      ["1.6 E-TECH Hybrid 145", "Techno", 1598, 143, "H", "A", 114, 27_000],
      ["1.6 E-TECH Plug-in Hybrid 160", "RS Line", 1598, 158, "PH", "A", 34, 31_000],
    ]),
    range("Megane", "hatchback", [2016, 2022], 5, 5, 1280, [4359, 1814, 1447], 3, [
      ["1.3 TCe 140", "Iconic", 1332, 138, "P", "M", 135, 22_000],
      ["1.5 Blue dCi 115", "GT Line", 1461, 114, "D", "M", 115, 24_000],
      ["1.8 TCe 300", "R.S. Trophy", 1798, 296, "P", "M", 190, 36_000],
    ]),
    range("Megane E-Tech", "hatchback", [2022], 5, 5, 1624, [4199, 1768, 1505], 2, [
      ["EV60 220hp", "Techno", 0, 217, "E", "A", 0, 38_000],
      ["EV60 220hp", "Iconic", 0, 217, "E", "A", 0, 41_000],
    ]),
    range("Kadjar", "suv", [2015, 2022], 5, 5, 1380, [4489, 1836, 1607], 3, [
      ["1.3 TCe 140", "Iconic", 1332, 138, "P", "M", 140, 24_500],
      ["1.5 Blue dCi 115", "S Edition", 1461, 114, "D", "A", 129, 27_500],
    ]),
    range("Arkana", "suv", [2021], 5, 5, 1380, [4568, 1821, 1571], 2, [
      ["1.3 TCe 140 Mild Hybrid", "S Edition", 1333, 138, "H", "A", 130, 28_000],
      ["1.6 E-TECH Hybrid 145", "Engineered", 1598, 143, "H", "A", 108, 30_500],
    ]),
    range("Zoe", "hatchback", [2019, 2023], 5, 5, 1502, [4087, 1787, 1562], 3, [
      ["R110 52kWh", "Iconic", 0, 107, "E", "A", 0, 28_000],
      ["R135 52kWh", "GT Line", 0, 134, "E", "A", 0, 30_500],
    ]),
  ],
};

export const dacia: MakeEntry = {
  name: "Dacia",
  paints: [
    ["Moonstone Grey", "grey", "#8e9192"],
    ["Glacier White", "white", "#f2f2ee"],
    ["Pearl Black", "black", "#141518"],
    ["Cosmos Blue", "blue", "#2b4d7d"],
    ["Fusion Red", "red", "#a4161f"],
  ],
  ranges: [
    range("Sandero", "hatchback", [2021], 5, 5, 1000, [4088, 1848, 1499], 7, [
      ["1.0 SCe 65", "Essential", 999, 64, "P", "M", 123, 12_000],
      ["1.0 TCe 90", "Comfort", 999, 89, "P", "M", 120, 14_500],
      ["1.0 TCe 90", "Expression", 999, 89, "P", "M", 120, 15_500],
    ]),
    range("Sandero Stepway", "hatchback", [2021], 5, 5, 1050, [4099, 1848, 1587], 6, [
      ["1.0 TCe 90", "Comfort", 999, 89, "P", "M", 124, 15_500],
      ["1.0 TCe 90", "Prestige", 999, 89, "P", "A", 132, 17_300],
      ["1.0 TCe 110", "Extreme", 999, 109, "P", "M", 124, 18_000],
    ]),
    range("Duster", "suv", [2018], 5, 5, 1220, [4341, 1804, 1693], 6, [
      ["1.0 TCe 90", "Essential", 999, 89, "P", "M", 137, 15_500],
      ["1.3 TCe 130", "Prestige", 1332, 128, "P", "M", 145, 19_000],
      ["1.5 Blue dCi 115 4x4", "Prestige", 1461, 114, "D", "M", 136, 21_000, { drive: "AWD" }],
      ["1.3 TCe 150", "Journey", 1332, 148, "P", "A", 151, 21_500],
    ]),
    range("Jogger", "mpv", [2022], 5, 7, 1205, [4547, 1784, 1674], 3, [
      ["1.0 TCe 110", "Essential", 999, 109, "P", "M", 130, 17_500],
      ["1.6 Hybrid 140", "Extreme SE", 1598, 138, "H", "A", 108, 23_500],
    ]),
    range("Spring", "hatchback", [2022], 5, 4, 970, [3734, 1622, 1516], 1, [
      ["33kW 26.8kWh", "Expression", 0, 44, "E", "A", 0, 15_000],
    ]),
  ],
};
