import { range, type MakeEntry } from "./types";

// BMW (with MINI) and Mercedes-Benz (with smart): premium line-ups named by engine badge ("320d", "A200").

export const bmw: MakeEntry = {
  name: "BMW",
  premium: true,
  limitedTo155: true,
  paints: [
    ["Mineral Grey", "grey", "#5c6064"],
    ["Alpine White", "white", "#f3f3f1"],
    ["Black Sapphire", "black", "#14161a"],
    ["Portimao Blue", "blue", "#1d4f91"],
    ["Melbourne Red", "red", "#8d1a22"],
    ["Glacier Silver", "silver", "#c1c4c6"],
    ["Brooklyn Grey", "grey", "#8e9295"],
  ],
  ranges: [
    range("1 Series", "hatchback", [2019], 5, 5, 1365, [4319, 1799, 1434], 8, [
      ["118i", "Sport", 1499, 134, "P", "M", 130, 27_500],
      ["118i", "M Sport", 1499, 134, "P", "A", 132, 30_500],
      ["118d", "M Sport", 1995, 148, "D", "A", 117, 32_000],
      ["M135i xDrive", "M Performance", 1998, 302, "P", "A", 168, 38_500, { drive: "AWD" }],
    ]),
    range("3 Series", "saloon", [2012, 2019], 4, 5, 1430, [4633, 1811, 1429], 4, "RWD", [
      ["318d", "Sport", 1995, 148, "D", "M", 112, 30_000],
      ["320d", "SE", 1995, 161, "D", "M", 111, 31_000],
      ["320i", "M Sport", 1998, 181, "P", "A", 134, 34_000],
      ["330e", "M Sport", 1998, 249, "PH", "A", 44, 38_000],
    ]),
    range("3 Series", "saloon", [2019], 4, 5, 1470, [4709, 1827, 1442], 9, "RWD", [
      ["318i", "SE", 1998, 154, "P", "A", 137, 33_000],
      ["320i", "M Sport", 1998, 181, "P", "A", 144, 37_500],
      ["320d", "M Sport", 1995, 188, "D", "A", 121, 38_000],
      ["330e", "M Sport", 1998, 288, "PH", "A", 37, 42_000],
      ["M340i xDrive", "M Performance", 2998, 369, "P", "A", 176, 53_000, { drive: "AWD" }],
    ]),
    range("3 Series", "estate", [2019], 5, 5, 1540, [4709, 1827, 1445], 3, "RWD", [
      ["320d", "M Sport", 1995, 188, "D", "A", 125, 40_000],
      ["330e", "Sport", 1998, 288, "PH", "A", 39, 43_500],
    ]),
    range("4 Series", "coupe", [2020], 2, 4, 1545, [4768, 1852, 1383], 2, "RWD", [
      ["420i", "M Sport", 1998, 181, "P", "A", 149, 42_000],
      ["M440i xDrive", "M Performance", 2998, 369, "P", "A", 187, 58_000, { drive: "AWD" }],
    ]),
    range("4 Series", "convertible", [2021], 2, 4, 1720, [4768, 1852, 1384], 1, "RWD", [
      ["420i", "M Sport", 1998, 181, "P", "A", 156, 47_000],
    ]),
    range("5 Series", "saloon", [2017, 2023], 4, 5, 1605, [4936, 1868, 1479], 3, "RWD", [
      ["520d", "M Sport", 1995, 188, "D", "A", 120, 43_000],
      ["530e", "M Sport", 1998, 288, "PH", "A", 37, 48_000],
    ]),
    range("X1", "suv", [2015, 2022], 5, 5, 1505, [4447, 1821, 1598], 5, [
      ["sDrive18i", "Sport", 1499, 138, "P", "M", 137, 30_000],
      ["sDrive20d", "M Sport", 1995, 188, "D", "A", 128, 36_000],
      ["xDrive25e", "M Sport", 1499, 217, "PH", "A", 43, 42_000, { drive: "AWD" }],
    ]),
    range("X3", "suv", [2017], 5, 5, 1805, [4708, 1891, 1676], 4, "AWD", [
      ["xDrive20i", "xLine", 1998, 181, "P", "A", 169, 43_000],
      ["xDrive20d", "M Sport", 1995, 188, "D", "A", 148, 45_000],
      ["xDrive30e", "M Sport", 1998, 288, "PH", "A", 49, 51_000],
    ]),
    range("X5", "suv", [2018], 5, 5, 2110, [4922, 2004, 1745], 2, "AWD", [
      ["xDrive30d", "M Sport", 2993, 282, "D", "A", 199, 65_000],
      ["xDrive45e", "M Sport", 2998, 389, "PH", "A", 39, 70_000],
    ]),
    range("i4", "saloon", [2022], 5, 5, 2050, [4783, 1852, 1448], 2, "RWD", [
      ["eDrive35", "Sport", 0, 282, "E", "A", 0, 51_000],
      ["eDrive40", "M Sport", 0, 335, "E", "A", 0, 59_000],
    ]),
    range("Z4", "convertible", [2019], 2, 2, 1500, [4324, 1864, 1304], 1, "RWD", [
      ["sDrive20i", "M Sport", 1998, 194, "P", "A", 150, 40_000],
      ["M40i", "M Performance", 2998, 335, "P", "A", 184, 55_000],
    ]),
  ],
};

export const mini: MakeEntry = {
  name: "MINI",
  premium: true,
  paints: [
    ["Midnight Black", "black", "#121316"],
    ["Pepper White", "white", "#f1f0ea"],
    ["Chili Red", "red", "#b01a22"],
    ["British Racing Green", "green", "#1e3b2f"],
    ["Island Blue", "blue", "#2a6fa0"],
    ["Moonwalk Grey", "grey", "#8a8c89"],
  ],
  ranges: [
    range("Hatch", "hatchback", [2014, 2024], 3, 4, 1165, [3821, 1727, 1414], 9, [
      ["1.5", "Cooper Classic", 1499, 134, "P", "M", 130, 20_000],
      ["1.5", "Cooper Sport", 1499, 134, "P", "A", 133, 23_500],
      ["2.0", "Cooper S Exclusive", 1998, 176, "P", "A", 144, 27_500],
      ["2.0", "John Cooper Works", 1998, 228, "P", "M", 157, 31_000],
      ["135kW 32.6kWh", "Cooper S Level 2", 0, 181, "E", "A", 0, 30_000],
    ]),
    range("Countryman", "suv", [2017, 2023], 5, 5, 1440, [4299, 1822, 1557], 5, [
      ["1.5", "Cooper Classic", 1499, 134, "P", "M", 139, 27_000],
      ["2.0", "Cooper S Sport", 1998, 176, "P", "A", 151, 32_000],
      ["1.5", "Cooper SE ALL4 Exclusive", 1499, 217, "PH", "A", 40, 37_000, { drive: "AWD" }],
    ]),
    range("Clubman", "estate", [2015, 2023], 6, 5, 1375, [4266, 1800, 1441], 3, [
      ["1.5", "Cooper Classic", 1499, 134, "P", "M", 135, 24_500],
      ["2.0", "Cooper S Exclusive", 1998, 176, "P", "A", 148, 30_500],
    ]),
    range("Convertible", "convertible", [2016, 2024], 2, 4, 1275, [3821, 1727, 1415], 2, [
      ["1.5", "Cooper Sport", 1499, 134, "P", "A", 140, 26_000],
      ["2.0", "Cooper S Exclusive", 1998, 176, "P", "A", 150, 29_500],
    ]),
  ],
};

export const mercedesBenz: MakeEntry = {
  name: "Mercedes-Benz",
  premium: true,
  limitedTo155: true,
  paints: [
    ["Mountain Grey", "grey", "#676a6d"],
    ["Polar White", "white", "#f3f3f0"],
    ["Obsidian Black", "black", "#111215"],
    ["Iridium Silver", "silver", "#b4b7b9"],
    ["Cavansite Blue", "blue", "#1e3049"],
    ["Patagonia Red", "red", "#7b1520"],
  ],
  ranges: [
    range("A-Class", "hatchback", [2018], 5, 5, 1375, [4419, 1796, 1440], 8, [
      ["A180", "Sport", 1332, 134, "P", "A", 130, 28_000],
      ["A180d", "SE", 1461, 114, "D", "A", 113, 28_500],
      ["A200", "AMG Line", 1332, 161, "P", "A", 133, 31_000],
      ["A250e", "AMG Line Premium", 1332, 215, "PH", "A", 24, 38_000],
      ["A35 4MATIC", "AMG", 1991, 302, "P", "A", 171, 42_000, { drive: "AWD" }],
    ]),
    range("CLA", "coupe", [2019], 4, 5, 1395, [4688, 1830, 1439], 2, [
      ["CLA 180", "AMG Line", 1332, 134, "P", "A", 134, 33_000],
      ["CLA 220d", "AMG Line Premium", 1950, 188, "D", "A", 126, 37_500],
    ]),
    range("C-Class", "saloon", [2014, 2021], 4, 5, 1510, [4686, 1810, 1442], 5, "RWD", [
      ["C200", "AMG Line", 1497, 181, "P", "A", 145, 37_000],
      ["C220d", "AMG Line", 1950, 191, "D", "A", 125, 38_500],
      ["C300e", "AMG Line Premium", 1991, 315, "PH", "A", 48, 45_000],
    ]),
    range("C-Class", "saloon", [2021], 4, 5, 1640, [4751, 1820, 1438], 3, "RWD", [
      ["C200", "AMG Line", 1496, 201, "H", "A", 144, 42_000],
      ["C300e", "AMG Line Premium", 1999, 308, "PH", "A", 17, 52_000],
    ]),
    range("C-Class", "estate", [2014, 2021], 5, 5, 1560, [4702, 1810, 1457], 2, "RWD", [
      ["C220d", "AMG Line", 1950, 191, "D", "A", 129, 40_000],
    ]),
    range("E-Class", "saloon", [2016, 2023], 4, 5, 1680, [4923, 1852, 1468], 2, "RWD", [
      ["E220d", "AMG Line", 1950, 191, "D", "A", 138, 46_000],
      ["E300e", "AMG Line Night Edition", 1991, 315, "PH", "A", 39, 52_000],
    ]),
    range("GLA", "suv", [2020], 5, 5, 1510, [4410, 1834, 1611], 4, [
      ["GLA 200", "AMG Line", 1332, 161, "P", "A", 145, 35_000],
      ["GLA 250e", "AMG Line Premium", 1332, 215, "PH", "A", 34, 42_000],
    ]),
    range("GLC", "suv", [2016, 2022], 5, 5, 1845, [4656, 1890, 1639], 3, "AWD", [
      ["GLC 220d 4MATIC", "AMG Line", 1950, 191, "D", "A", 161, 46_000],
      ["GLC 300e 4MATIC", "AMG Line Premium", 1991, 315, "PH", "A", 61, 55_000],
    ]),
    range("EQA", "suv", [2021], 5, 5, 2040, [4463, 1834, 1620], 1, [
      ["EQA 250 66.5kWh", "AMG Line", 0, 187, "E", "A", 0, 45_000],
    ]),
    range("X-Class", "pickup", [2017, 2020], 4, 5, 2155, [5340, 1920, 1819], 1, "AWD", [
      ["X250d 4MATIC", "Power", 2298, 188, "D", "A", 211, 39_000],
    ]),
  ],
};

export const smart: MakeEntry = {
  name: "Smart",
  paints: [
    ["Black", "black", "#121316"],
    ["White", "white", "#f2f2ef"],
    ["Carmine Red", "red", "#a61c24"],
    ["Cool Silver", "silver", "#bcbfc1"],
    ["Quantum Blue", "blue", "#27507e"],
  ],
  ranges: [
    range("fortwo", "coupe", [2015, 2024], 3, 2, 890, [2695, 1663, 1555], 2, "RWD", [
      ["1.0", "Passion", 999, 70, "P", "M", 97, 12_500],
      ["EQ 60kW 17.6kWh", "Prime Premium", 0, 81, "E", "A", 0, 21_000],
    ]),
    range("forfour", "hatchback", [2015, 2021], 5, 4, 975, [3495, 1665, 1554], 1, "RWD", [
      ["1.0", "Passion", 999, 70, "P", "M", 99, 13_000],
      ["EQ 60kW 17.6kWh", "Pulse Premium", 0, 81, "E", "A", 0, 21_500],
    ]),
  ],
};
